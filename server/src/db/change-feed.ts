import type { Knex } from 'knex';

/** A number that moves whenever a write may have changed the tables it watches. */
export interface WriteCounter {
  readonly value: number;
}

export interface WriteCounts {
  /** The writes to any of `tables` (name also the tables whose cascades reach them). */
  of(tables: readonly string[]): WriteCounter;
}

/**
 * The one way a cache learns that its tables changed. Every cache (catalog, settings, flags,
 * occupancy, accounts, list pages) holds a counter of its tables and keeps a value only while the
 * count stands still; no route tells a cache anything.
 */
export interface ChangeFeed extends WriteCounts {
  /** Counts writes made outside this connection (another server, a CLI) once they are known. */
  noteWrites(tables: readonly string[] | 'every table'): void;
  /** Resolves once other servers' writes are being heard (at once when nothing is listened to). */
  ready(): Promise<void>;
  /** Stops listening for other servers' writes. */
  close(): Promise<void>;
}

/** What tells the feed of other servers' writes (LISTEN/NOTIFY on PostgreSQL). */
export type RemoteWrites = (feed: ChangeFeed) => { ready: Promise<void>; close(): Promise<void> };

/**
 * The knex option (`.options({ [ADDS_UNREAD_ROW]: true })`) of a write that can only add a row no
 * kept value holds, or change nothing: a customer's first account, a ghost (role user, no token,
 * no device), or the one her email already has, left as it is. Such a write ends no kept value of
 * its table; every other write does. A booking makes one, and would otherwise end the kept
 * accounts, staff and staff devices for every request after it. This saves reads on SQLite only:
 * on PostgreSQL the table's trigger still tells every server of the write at its commit.
 */
export const ADDS_UNREAD_ROW = 'addsUnreadRow';

/** What knex marks as reads, and SQL that changes no table by itself. */
const READ_METHODS = new Set(['select', 'first', 'pluck']);
const CHANGES_NOTHING = /^\s*(select|explain|begin|commit|rollback|savepoint|release)\b/i;
/** The tables a statement writes, as knex and our own SQL name them. */
const TARGET = /\b(?:insert(?:\s+or\s+\w+)?\s+into|replace\s+into|update(?:\s+or\s+\w+)?|delete\s+from)\s+[`"]?(\w+)/gi;

/**
 * The change feed of a database: every write this process sends on `db` (transactions included)
 * counts for the tables it names, and a write whose table is not recognised (DDL, PRAGMA) counts
 * for every table. knex reports a statement once it holds the connection and before it runs, so
 * on SQLite's one connection a value read while the count stood still is current. Writes by other
 * processes arrive through `noteWrites`, from `remote` (LISTEN/NOTIFY on PostgreSQL); on SQLite,
 * caches that others write to (accounts, by the CLI) also keep values for a bounded time.
 */
export function openChangeFeed(db: Knex, remote?: RemoteWrites): ChangeFeed {
  const byTable = new Map<string, number>();
  let everyTable = 0;
  const note: ChangeFeed['noteWrites'] = (tables) => {
    if (tables === 'every table') everyTable += 1;
    else for (const t of tables) byTable.set(t, (byTable.get(t) ?? 0) + 1);
  };
  db.on('query', (q: { method?: string; sql?: string; options?: Record<string, unknown> }) => {
    if (q.options?.[ADDS_UNREAD_ROW] === true) return;
    const sql = q.sql ?? '';
    if (READ_METHODS.has(q.method ?? '') || CHANGES_NOTHING.test(sql)) return;
    const tables = [...sql.matchAll(TARGET)].map((m) => m[1].toLowerCase());
    note(tables.length === 0 ? 'every table' : tables);
  });
  const feed: ChangeFeed = {
    noteWrites: note,
    of: (tables) => ({
      get value() {
        return tables.reduce((n, t) => n + (byTable.get(t) ?? 0), everyTable);
      },
    }),
    ready: () => listener?.ready ?? Promise.resolve(),
    close: async () => listener?.close(),
  };
  // Read by close(), which runs only after this line.
  const listener = remote?.(feed);
  return feed;
}
