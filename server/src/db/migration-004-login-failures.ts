import type { Knex } from 'knex';

/** Failed password checks per (account, address) and per address, kept across restarts. */
export const loginFailures = {
  name: '004_login_failures',
  async up(knex: Knex): Promise<void> {
    await knex.schema.createTable('login_failures', (t) => {
      t.string('key').primary();
      t.integer('count').notNullable();
      t.string('window_start').notNullable();
    });
  },
  async down(knex: Knex): Promise<void> {
    await knex.schema.dropTableIfExists('login_failures');
  },
};
