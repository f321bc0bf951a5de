import type { Knex } from 'knex';
import { DEFAULT_PHONE_COUNTRY, phoneE164, type PhoneCountry } from '@shop/shared/texts/phone-e164';

/**
 * Two-way texts: a thread per phone number (E.164), its messages (inbound ones stored once per
 * provider id), their media and staff's internal notes; each number's SMS consent; and every
 * customer's phone kept in E.164 too, so an inbound `+15553017788` finds who typed `(555) 301-7788`,
 * read in the shop's country (SHOP_COUNTRY, passed by the server).
 */
export const texts = (country: PhoneCountry = DEFAULT_PHONE_COUNTRY) => ({
  name: '018_texts',
  async up(knex: Knex): Promise<void> {
    await knex.schema.alterTable('customers', (t) => {
      t.string('phone_e164');
      t.index(['phone_e164']);
    });
    const rows = (await knex('customers').select('id', 'phone')) as { id: number; phone: string }[];
    for (const r of rows) {
      const e164 = phoneE164(r.phone, country);
      if (e164) await knex('customers').where({ id: r.id }).update({ phone_e164: e164 });
    }
    await knex.schema.createTable('text_threads', (t) => {
      t.increments('id');
      t.string('phone').notNullable().unique();
      t.integer('customer_id').references('customers.id');
      t.integer('assigned_to').references('users.id');
      t.string('last_at').notNullable();
      t.string('created_at').notNullable();
      t.index(['last_at']);
      t.index(['customer_id']);
    });
    await knex.schema.createTable('text_messages', (t) => {
      t.increments('id');
      t.integer('thread_id').notNullable().references('text_threads.id');
      t.string('direction').notNullable();
      t.text('body').notNullable();
      // The provider's MessageSid of an inbound text: a retried webhook finds it and adds nothing.
      t.string('provider_sid').unique();
      // An outgoing text's row in the notifications outbox, whose status is the text's.
      t.integer('notification_id').references('notifications.id');
      t.integer('author_id').references('users.id');
      t.string('read_at');
      t.string('created_at').notNullable();
      t.index(['thread_id', 'id']);
    });
    await knex.schema.createTable('text_media', (t) => {
      t.increments('id');
      t.integer('message_id').notNullable().references('text_messages.id');
      t.string('url', 2000).notNullable();
      t.string('content_type');
      // The photo fetched once from the provider and re-encoded as inspection photos are (no
      // metadata survives); until then, or when it could not be, the provider's URL stands.
      t.string('fetch_claimed_at');
      t.string('fetch_error');
      t.string('mime');
      t.binary('bytes');
      t.binary('thumb');
      t.index(['message_id']);
    });
    await knex.schema.createTable('text_notes', (t) => {
      t.increments('id');
      t.integer('thread_id').notNullable().references('text_threads.id');
      t.text('body').notNullable();
      t.integer('author_id').notNullable().references('users.id');
      t.string('created_at').notNullable();
      t.index(['thread_id']);
    });
    await knex.schema.createTable('sms_consents', (t) => {
      t.string('phone').primary();
      t.string('state').notNullable();
      // 'keyword' (STOP, START), 'booking_form' or 'staff'.
      t.string('source').notNullable();
      // What the customer agreed to, word for word, when the booking form asked.
      t.text('wording');
      t.string('updated_at').notNullable();
    });
  },
  async down(knex: Knex): Promise<void> {
    for (const table of ['sms_consents', 'text_notes', 'text_media', 'text_messages', 'text_threads'])
      await knex.schema.dropTableIfExists(table);
    await knex.schema.alterTable('customers', (t) => {
      t.dropIndex(['phone_e164']);
      t.dropColumn('phone_e164');
    });
  },
});
