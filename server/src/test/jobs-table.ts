import { dueRowColumns } from '../db/due-row-columns.ts';
import type { Db } from '../db/knex.ts';

/** A table of due rows shaped as every job's rows are (claim, lease, back-off), for the loop's tests. */
export async function createJobsTable(db: Db): Promise<void> {
  await db.schema.createTable('jobs', (t) => {
    t.increments('id');
    t.string('payload').notNullable();
    dueRowColumns(t);
    t.string('done_at');
  });
}
