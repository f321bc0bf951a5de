import type { Knex } from 'knex';

/** What knex marks as reads; anything else (insert, update, delete, BEGIN, raw SQL) may change data. */
const READ_METHODS = new Set(['select', 'first', 'pluck']);
const READ_SQL = /^\s*(select|explain)\b/i;

/** A number that moves whenever this knex instance sends a statement that may change data. */
export interface WriteCounter {
  readonly value: number;
}

/**
 * Counts writes on `db`, transactions included. knex reports a statement once it holds the
 * connection and before it runs, so a value read from the database while the count stood still
 * is still current: the one connection runs statements one at a time.
 */
export function countWrites(db: Knex): WriteCounter {
  const counter = { value: 0 };
  db.on('query', (q: { method?: string; sql?: string }) => {
    const read = READ_METHODS.has(q.method ?? '') || (q.method === 'raw' && READ_SQL.test(q.sql ?? ''));
    if (!read) counter.value += 1;
  });
  return counter;
}
