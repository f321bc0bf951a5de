import type { Knex } from 'knex';

/** How often the customer moved each appointment themselves: CUSTOMER_MOVES_PER_APPOINTMENT caps it. */
export const customerMoves = {
  name: '008_customer_moves',
  async up(knex: Knex): Promise<void> {
    await knex.schema.alterTable('appointments', (t) => {
      t.integer('customer_moves').notNullable().defaultTo(0);
    });
  },
  async down(knex: Knex): Promise<void> {
    await knex.schema.alterTable('appointments', (t) => {
      t.dropColumn('customer_moves');
    });
  },
};
