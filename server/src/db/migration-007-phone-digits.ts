import type { Knex } from 'knex';
import { phoneDigits } from '@shop/shared/appointments/phone-search';

/**
 * The digits of each appointment's phone, kept beside it: admin search compares a phone query
 * with digits only, and SQLite cannot strip every non-digit itself. Written with the phone.
 */
export const phoneDigitsColumn = {
  name: '007_contact_phone_digits',
  async up(knex: Knex): Promise<void> {
    await knex.schema.alterTable('appointments', (t) => {
      t.string('contact_phone_digits').notNullable().defaultTo('');
    });
    const rows = (await knex('appointments').select('id', 'contact_phone')) as { id: number; contact_phone: string }[];
    for (const r of rows)
      await knex('appointments')
        .where({ id: r.id })
        .update({ contact_phone_digits: phoneDigits(r.contact_phone) });
  },
  async down(knex: Knex): Promise<void> {
    await knex.schema.alterTable('appointments', (t) => {
      t.dropColumn('contact_phone_digits');
    });
  },
};
