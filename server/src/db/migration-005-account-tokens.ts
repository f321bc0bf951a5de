import type { Knex } from 'knex';

/**
 * Reset links and email-verification links share one table: `purpose` tells them apart, and a
 * verification carries the registration waiting for it (`payload`: the password hash).
 */
export const accountTokens = {
  name: '005_account_tokens',
  async up(knex: Knex): Promise<void> {
    await knex.schema.alterTable('password_reset_tokens', (t) => {
      t.string('purpose').notNullable().defaultTo('reset');
      t.text('payload');
      t.index(['user_id', 'purpose']);
    });
  },
  async down(knex: Knex): Promise<void> {
    await knex.schema.alterTable('password_reset_tokens', (t) => {
      t.dropIndex(['user_id', 'purpose']);
      t.dropColumn('payload');
      t.dropColumn('purpose');
    });
  },
};
