import type { Knex } from 'knex';
import { dueRowColumns } from './due-row-columns.ts';

/**
 * Texts as the provider's webhook delivered them, kept before anything else is done with them: the
 * webhook writes one row and answers, and a job files each text in its thread, plans the staff push
 * and acts on a keyword. A due-rows table (status, tries, lease), one row per provider id, with the
 * sender's number in E.164 so each number's texts are filed in the order they came.
 */
export const inboundTexts = {
  name: '021_inbound_texts',
  async up(knex: Knex): Promise<void> {
    await knex.schema.createTable('inbound_texts', (t) => {
      t.increments('id');
      t.string('provider_sid').notNullable().unique();
      t.string('phone').notNullable();
      t.text('body').notNullable();
      t.text('media_json').notNullable();
      t.string('received_at').notNullable();
      dueRowColumns(t);
      t.index(['status', 'next_attempt_at']);
      t.index(['phone', 'id']);
    });
  },
  async down(knex: Knex): Promise<void> {
    await knex.schema.dropTable('inbound_texts');
  },
};
