import type { Db } from '../db/knex.ts';

/** A table of due rows shaped as every job's rows are (claim, lease, back-off), for the loop's tests. */
export async function createJobsTable(db: Db): Promise<void> {
  await db.schema.createTable('jobs', (t) => {
    t.increments('id');
    t.string('payload').notNullable();
    t.string('status').notNullable().defaultTo('queued');
    t.integer('attempts').notNullable().defaultTo(0);
    t.string('next_attempt_at').notNullable();
    t.string('lease_until');
    t.string('lease_id');
    t.string('last_error');
    t.string('done_at');
  });
}
