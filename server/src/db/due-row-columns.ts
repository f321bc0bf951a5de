import type { Knex } from 'knex';

/**
 * The columns a table of due work carries for jobs/due-rows: its status, tries, when it is next
 * due, the lease while one server works on it (until when, and whose) and the last error.
 */
export function dueRowColumns(t: Knex.CreateTableBuilder): void {
  t.string('status').notNullable().defaultTo('queued');
  t.integer('attempts').notNullable().defaultTo(0);
  t.string('next_attempt_at').notNullable();
  t.string('lease_until');
  t.string('lease_id');
  t.text('last_error');
}
