import type { Knex } from 'knex';

/**
 * Who recorded a number's consent to texts when staff did (the customer said yes at the counter or
 * on the phone): carriers may ask how a consent was obtained, and "staff" alone does not say who.
 */
export const consentRecorder = {
  name: '020_consent_recorder',
  async up(knex: Knex): Promise<void> {
    await knex.schema.alterTable('sms_consents', (t) => {
      t.integer('recorded_by').references('users.id');
    });
  },
  async down(knex: Knex): Promise<void> {
    await knex.schema.alterTable('sms_consents', (t) => {
      t.dropColumn('recorded_by');
    });
  },
};
