import type { Knex } from 'knex';

/**
 * Declined work kept as recommendations on the car, the follow-up steps already planned for each
 * (the primary key is what makes a step go once, whichever server runs the pass), and the
 * recommendation an estimate line was copied from (approving it is work recovered).
 */
export const recommendations = {
  name: '017_recommendations',
  async up(knex: Knex): Promise<void> {
    await knex.schema.createTable('recommendations', (t) => {
      t.increments('id').primary();
      t.integer('vehicle_id').notNullable().references('vehicles.id');
      t.integer('customer_id').notNullable().references('customers.id');
      // Answering twice (a replay, a second server) makes one recommendation per declined line.
      t.string('estimate_line_id', 64).notNullable().unique().references('estimate_lines.id').onDelete('CASCADE');
      t.string('inspection_id', 64).notNullable();
      t.string('item_key', 40);
      t.string('description').notNullable();
      // The inspection item's judgement and note when the line came from one.
      t.string('item_condition');
      t.text('condition_note').notNullable().defaultTo('');
      t.integer('price_cents').notNullable();
      t.string('declined_at').notNullable();
      t.integer('odometer');
      t.string('status').notNullable().defaultTo('open');
      t.integer('messages_sent').notNullable().defaultTo(0);
      t.string('last_message_at');
      t.string('status_at');
      t.index(['status', 'vehicle_id']);
    });
    await knex.schema.createTable('recommendation_followups', (t) => {
      t.integer('recommendation_id').notNullable().references('recommendations.id').onDelete('CASCADE');
      t.integer('step').notNullable();
      t.string('planned_at').notNullable();
      t.primary(['recommendation_id', 'step']);
    });
    await knex.schema.alterTable('estimate_lines', (t) => {
      t.integer('from_recommendation_id');
    });
  },
  async down(knex: Knex): Promise<void> {
    await knex.schema.alterTable('estimate_lines', (t) => {
      t.dropColumn('from_recommendation_id');
    });
    await knex.schema.dropTableIfExists('recommendation_followups');
    await knex.schema.dropTableIfExists('recommendations');
  },
};
