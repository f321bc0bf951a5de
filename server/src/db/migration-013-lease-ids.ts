import type { Knex } from 'knex';

/** The tables of due work, whose rows a worker claims under a lease. */
const LEASED_TABLES = ['notifications', 'waitlist_holds'];

/**
 * Each claim's fencing token: written when a worker claims a row and required by every write of
 * the row's outcome, so a worker whose lease ran out and was taken over by another changes nothing.
 */
export const leaseIds = {
  name: '013_lease_ids',
  async up(knex: Knex): Promise<void> {
    for (const table of LEASED_TABLES)
      await knex.schema.alterTable(table, (t) => {
        t.string('lease_id');
      });
  },
  async down(knex: Knex): Promise<void> {
    for (const table of LEASED_TABLES)
      await knex.schema.alterTable(table, (t) => {
        t.dropColumn('lease_id');
      });
  },
};
