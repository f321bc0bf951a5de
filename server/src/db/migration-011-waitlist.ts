import type { Knex } from 'knex';

/**
 * The waitlist: entries per shop day, and the holds their offers make. A hold is a unit of
 * capacity like a booking's bay (the capacity statement counts live holds) and a due row for
 * the job loop: it is due when its offer runs out.
 */
export const waitlist = {
  name: '011_waitlist',
  async up(knex: Knex): Promise<void> {
    await knex.schema.createTable('waitlist_entries', (t) => {
      t.increments('id');
      t.string('date').notNullable();
      t.string('slot_type').notNullable();
      t.text('service_ids_json').notNullable();
      t.string('name').notNullable();
      t.string('email').notNullable();
      t.string('phone').notNullable();
      t.text('vehicle_json');
      t.string('status').notNullable().defaultTo('waiting');
      t.integer('appointment_id').references('appointments.id').onDelete('SET NULL');
      t.string('created_at').notNullable();
      t.string('updated_at').notNullable();
      t.index(['date', 'status']);
      t.index(['date', 'email']);
    });
    await knex.schema.createTable('waitlist_holds', (t) => {
      t.increments('id');
      t.integer('entry_id').notNullable().references('waitlist_entries.id').onDelete('CASCADE');
      t.string('date').notNullable();
      t.string('start_time').notNullable();
      t.boolean('is_ghost_slot').notNullable();
      t.integer('bay').notNullable();
      t.string('expires_at').notNullable();
      // Due-row columns (jobs/due-rows.repository.ts): queued and sending are live holds.
      t.string('status').notNullable().defaultTo('queued');
      t.integer('attempts').notNullable().defaultTo(0);
      t.string('next_attempt_at').notNullable();
      t.string('lease_until');
      t.text('last_error');
      t.string('created_at').notNullable();
      t.index(['status', 'next_attempt_at']);
      t.index(['date', 'status']);
      t.index(['entry_id']);
    });
  },
  async down(knex: Knex): Promise<void> {
    await knex.schema.dropTableIfExists('waitlist_holds');
    await knex.schema.dropTableIfExists('waitlist_entries');
  },
};
