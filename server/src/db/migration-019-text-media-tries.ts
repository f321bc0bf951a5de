import type { Knex } from 'knex';

/**
 * How many times each text medium was taken to fetch: a medium whose fetch never finished (the
 * encoder was busy, the provider did not answer, the server stopped) is taken again, a few times.
 */
export const textMediaTries = {
  name: '019_text_media_tries',
  async up(knex: Knex): Promise<void> {
    await knex.schema.alterTable('text_media', (t) => {
      t.integer('fetch_tries').notNullable().defaultTo(0);
    });
  },
  async down(knex: Knex): Promise<void> {
    await knex.schema.alterTable('text_media', (t) => {
      t.dropColumn('fetch_tries');
    });
  },
};
