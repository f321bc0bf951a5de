import type { Knex } from 'knex';

/**
 * The shop's maintenance rules, and the ledger of reminders planned: one row per car, service and
 * due cycle, whose unique key is what makes a reminder planned once, even by two servers at once.
 * The miles a day and the follow-up days live in `settings` under the key `maintenance`.
 */
export const maintenance = {
  name: '016_maintenance',
  async up(knex: Knex): Promise<void> {
    await knex.schema.createTable('maintenance_rules', (t) => {
      t.increments('id');
      t.integer('service_id').notNullable().references('services.id');
      t.integer('every_miles');
      t.integer('every_months');
      t.integer('remind_miles_before').notNullable();
      t.integer('remind_days_before').notNullable();
      t.string('created_at').notNullable();
      t.string('updated_at').notNullable();
    });
    await knex.schema.createTable('maintenance_reminders', (t) => {
      t.increments('id');
      t.integer('vehicle_id').notNullable().references('vehicles.id');
      t.integer('service_id').notNullable();
      // The cycle's anchor: the completed appointment's id, or 0 for the car's start.
      t.integer('anchor_appointment_id').notNullable();
      t.string('due_date');
      t.integer('due_miles');
      t.string('planned_at').notNullable();
      t.string('created_at').notNullable();
      t.unique(['vehicle_id', 'service_id', 'anchor_appointment_id']);
    });
  },
  async down(knex: Knex): Promise<void> {
    await knex.schema.dropTableIfExists('maintenance_reminders');
    await knex.schema.dropTableIfExists('maintenance_rules');
  },
};
