import type { Knex } from 'knex';

/**
 * The start an appointment had when its customer moved it inside the late-cancellation window
 * (ISO instant): cancelling until 24 hours after it still costs the fee, so a move cannot dodge it.
 */
export const feeReference = {
  name: '009_fee_reference_start',
  async up(knex: Knex): Promise<void> {
    await knex.schema.alterTable('appointments', (t) => {
      t.string('fee_reference_start');
    });
  },
  async down(knex: Knex): Promise<void> {
    await knex.schema.alterTable('appointments', (t) => {
      t.dropColumn('fee_reference_start');
    });
  },
};
