import type { Knex } from 'knex';
import { dialectOf } from './dialect.ts';

/**
 * Web Push: a device's subscription (one per endpoint, with the keys its pushes are encrypted
 * for and when a push last got through) and what it serves: an appointment's news, a waitlist
 * entry's offers, or a staff account's alerts. One device may serve several of them.
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
      t.integer('waitlist_entry_id').references('waitlist_entries.id').onDelete('CASCADE');
      // 'appointment:{id}', 'waitlist:{id}' or 'staff:{id}': one row per device and target (NULLs never collide).
      t.string('target').notNullable();
      t.string('created_at').notNullable();
      t.unique(['subscription_id', 'target']);
      t.index(['appointment_id']);
      t.index(['user_id']);
      t.index(['waitlist_entry_id']);
    });
    // A push's recipient is its endpoint, up to 1000 characters (Windows' run past 255).
    if (dialectOf(knex) === 'pg')
      await knex.schema.alterTable('notifications', (t) => {
        t.text('recipient').notNullable().alter();
      });
  },
  async down(knex: Knex): Promise<void> {
    await knex.schema.dropTableIfExists('push_targets');
    await knex.schema.dropTableIfExists('push_subscriptions');
  },
};
