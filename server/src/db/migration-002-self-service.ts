import type { Knex } from 'knex';

/**
 * What the customer's own cancel and reschedule need: the slot rules each appointment follows
 * (wizard same-day, drop-off, or a staff booking at any hour) and the fee a cancellation cost.
 */
export const selfService = {
  name: '002_self_service',
  async up(knex: Knex): Promise<void> {
    await knex.schema.alterTable('appointments', (t) => {
      t.string('slot_type').notNullable().defaultTo('hourly');
      t.integer('cancellation_fee_cents');
    });
    // Rows from before: drop-offs are marked; a wizard booking is a customer's at a same-day start.
    await knex('appointments').where({ is_ghost_slot: true }).update({ slot_type: 'dropoff' });
    await knex('appointments')
      .where({ is_ghost_slot: false })
      .whereNull('request_id')
      .whereIn('start_time', ['09:00', '10:00', '11:00'])
      .whereIn('user_id', knex('users').select('id').where({ role: 'user' }))
      .update({ slot_type: 'sameday' });
  },
  async down(knex: Knex): Promise<void> {
    await knex.schema.alterTable('appointments', (t) => {
      t.dropColumn('slot_type');
      t.dropColumn('cancellation_fee_cents');
    });
  },
};
