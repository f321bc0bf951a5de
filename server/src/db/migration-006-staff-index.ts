import type { Knex } from 'knex';

/**
 * Every booking and request alerts the staff, read by role; without an index that read scans
 * every customer, and each booking by a new email adds one.
 */
export const staffIndex = {
  name: '006_users_role_index',
  async up(knex: Knex): Promise<void> {
    await knex.schema.alterTable('users', (t) => {
      t.index(['role']);
    });
  },
  async down(knex: Knex): Promise<void> {
    await knex.schema.alterTable('users', (t) => {
      t.dropIndex(['role']);
    });
  },
};
