import type { Knex } from 'knex';

/**
 * Web Push: a device's subscription (one per endpoint, with the keys its pushes are encrypted
 * for and when a push last got through) and what it serves: an appointment's news, or a staff
 * account's alerts. One device may serve several appointments.
 */
export const push = {
  name: '012_push',
  async up(knex: Knex): Promise<void> {
    await knex.schema.createTable('push_subscriptions', (t) => {
      t.increments('id');
      t.string('endpoint', 1000).notNullable().unique();
      t.string('p256dh').notNullable();
      t.string('auth').notNullable();
      t.string('created_at').notNullable();
      t.string('last_success_at');
    });
    await knex.schema.createTable('push_targets', (t) => {
      t.increments('id');
      t.integer('subscription_id').notNullable().references('push_subscriptions.id').onDelete('CASCADE');
      t.integer('appointment_id').references('appointments.id').onDelete('CASCADE');
      t.integer('user_id').references('users.id').onDelete('CASCADE');
      // 'appointment:{id}' or 'staff:{id}': one row per device and target (NULLs never collide).
      t.string('target').notNullable();
      t.string('created_at').notNullable();
      t.unique(['subscription_id', 'target']);
      t.index(['appointment_id']);
      t.index(['user_id']);
    });
  },
  async down(knex: Knex): Promise<void> {
    await knex.schema.dropTableIfExists('push_targets');
    await knex.schema.dropTableIfExists('push_subscriptions');
  },
};
