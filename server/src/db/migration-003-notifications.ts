import type { Knex } from 'knex';

/**
 * The durable notification outbox: a row is written in the transaction of the change that causes
 * it, and the dispatcher sends what is due. `lease_until` marks a row being sent; past it, a row
 * left in 'sending' by a crash is sent again.
 */
export const notifications = {
  name: '003_notifications',
  async up(knex: Knex): Promise<void> {
    await knex.schema.createTable('notifications', (t) => {
      t.increments('id');
      t.string('kind').notNullable();
      t.integer('appointment_id').references('appointments.id').onDelete('SET NULL');
      t.integer('request_id');
      t.string('channel').notNullable().defaultTo('email');
      t.string('recipient').notNullable();
      t.string('subject').notNullable();
      /** The whole message as it will be sent (JSON), rendered when planned. */
      t.text('message_json').notNullable();
      /** The customer's link to the appointment (with its token), reused when a reminder is planned again. */
      t.string('manage_url');
      t.string('planned_at').notNullable();
      t.string('status').notNullable().defaultTo('queued');
      t.integer('attempts').notNullable().defaultTo(0);
      t.string('next_attempt_at').notNullable();
      t.string('lease_until');
      t.text('last_error');
      t.string('sent_at');
      t.string('created_at').notNullable();
      t.index(['status', 'next_attempt_at']);
      t.index(['appointment_id', 'kind']);
      t.index(['created_at']);
    });
    // At most one waiting reminder per appointment, time, channel and address: planning again is idempotent.
    await knex.raw(
      "CREATE UNIQUE INDEX notifications_reminder_unique ON notifications(appointment_id, kind, planned_at, channel, recipient) WHERE kind = 'reminder' AND status IN ('queued', 'sending')",
    );
    // Addresses that asked for no more reminders (one-click unsubscribe).
    await knex.schema.createTable('reminder_opt_outs', (t) => {
      t.string('email').primary();
      t.string('created_at').notNullable();
    });
  },
  async down(knex: Knex): Promise<void> {
    await knex.schema.dropTableIfExists('reminder_opt_outs');
    await knex.schema.dropTableIfExists('notifications');
  },
};
