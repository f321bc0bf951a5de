import type { Knex } from 'knex';

/** A number that moves whenever a statement that may change the tables it watches is sent. */
export interface WriteCounter {
  readonly value: number;
}

export interface WriteCounts {
  /** The writes to any of `tables` (name also the tables whose cascades reach them). */
  of(tables: readonly string[]): WriteCounter;
}

/** What knex marks as reads, and SQL that changes no table by itself. */
const READ_METHODS = new Set(['select', 'first', 'pluck']);
const CHANGES_NOTHING = /^\s*(select|explain|begin|commit|rollback|savepoint|release)\b/i;
/** The tables a statement writes, as knex and our own SQL name them. */
const TARGET = /\b(?:insert(?:\s+or\s+\w+)?\s+into|replace\s+into|update(?:\s+or\s+\w+)?|delete\s+from)\s+[`"]?(\w+)/gi;

/**
 * Counts writes on `db` (transactions included) table by table; a write whose table is not
 * recognised (DDL, PRAGMA) counts for every table. knex reports a statement once it holds the
 * connection and before it runs, so a value read while the count stood still is still current:
 * the one connection runs statements one at a time.
 */
export function countWrites(db: Knex): WriteCounts {
  const byTable = new Map<string, number>();
  let everyTable = 0;
  db.on('query', (q: { method?: string; sql?: string }) => {
    const sql = q.sql ?? '';
    if (READ_METHODS.has(q.method ?? '') || CHANGES_NOTHING.test(sql)) return;
    const tables = [...sql.matchAll(TARGET)].map((m) => m[1].toLowerCase());
    if (tables.length === 0) everyTable += 1;
    for (const t of tables) byTable.set(t, (byTable.get(t) ?? 0) + 1);
  });
  return {
    of: (tables) => ({
      get value() {
        return tables.reduce((n, t) => n + (byTable.get(t) ?? 0), everyTable);
      },
    }),
  };
}
