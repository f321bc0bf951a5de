import type { Knex } from 'knex';

/**
 * What differs between the databases the server runs on, in one place: error shapes, result
 * shapes and literal values. Callers ask these functions instead of testing a driver's codes.
 * SQLite (node-sqlite3) is the one database today; each function also reads PostgreSQL's (`pg`)
 * shape, so the code that calls it needs no change when that arrives.
 */

type DbError = { code?: string; errno?: number; message?: string; constraint?: string; table?: string };

/**
 * True when a write broke a UNIQUE (or primary-key) constraint; with `table`, only one of that
 * table's. SQLite: SQLITE_CONSTRAINT(_UNIQUE|_PRIMARYKEY) naming `table.column`; PostgreSQL: 23505.
 */
export function isUniqueViolation(err: unknown, table?: string): boolean {
  const e = (err ?? {}) as DbError;
  if (e.code === '23505') return table === undefined || e.table === table;
  const sqlite =
    e.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    (e.code === 'SQLITE_CONSTRAINT' && /UNIQUE|PRIMARY KEY/.test(e.message ?? ''));
  return sqlite && (table === undefined || new RegExp(`\\b${table}\\.`).test(e.message ?? ''));
}

/** True when the database was too busy to take the write (SQLITE_BUSY; a PostgreSQL serialization or lock failure). */
export function isBusy(err: unknown): boolean {
  const code = ((err ?? {}) as DbError).code;
  return code === 'SQLITE_BUSY' || code === '40001' || code === '40P01' || code === '55P03';
}

/** The rows of a `raw()` result: an array on SQLite, `{rows}` on PostgreSQL. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] } | null)?.rows ?? []) as T[];
}

/** A boolean column or expression as read back: 0/1 on SQLite, true/false on PostgreSQL. */
export function asBoolean(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 't' || value === 'true';
}

/** True for a postgres:// (or postgresql://) URL: the app runs on PostgreSQL; anything else is a SQLite file. */
export const isPostgresUrl = (location: string): boolean => /^postgres(ql)?:\/\//.test(location);

/** The database a connection speaks: the one switch every other function here reads. */
export type DialectName = 'sqlite' | 'pg';

export function dialectOf(db: Knex): DialectName {
  const name = (db.client as { dialect?: string }).dialect ?? '';
  return name === 'postgresql' || name === 'pg' ? 'pg' : 'sqlite';
}

/** A boolean as a SQL literal: 0/1 on SQLite, where booleans are integers; true/false on PostgreSQL. */
export const boolSql = (db: Knex, value: boolean): string =>
  dialectOf(db) === 'pg' ? String(value) : value ? '1' : '0';

/** `a` differs from `b`, null counting as a value: `IS NOT` on SQLite, `IS DISTINCT FROM` on PostgreSQL. */
export const distinctFromSql = (db: Knex, a: string, b: string): string =>
  dialectOf(db) === 'pg' ? `${a} IS DISTINCT FROM ${b}` : `${a} IS NOT ${b}`;

/** The values of `expr` over a group as one JSON array (read it back with `readJsonArray`). */
export const jsonArrayAggSql = (db: Knex, expr: string): string =>
  dialectOf(db) === 'pg' ? `json_agg(${expr})` : `json_group_array(${expr})`;

/** A JSON array as read back: a string on SQLite, parsed already (or null for no rows) on PostgreSQL. */
export function readJsonArray<T>(value: unknown): T[] {
  if (value === null || value === undefined) return [];
  return (typeof value === 'string' ? JSON.parse(value) : value) as T[];
}

/** The predicate of a partial index on a boolean column being `value`. */
export const partialIndexWhere = (db: Knex, column: string, value: boolean): string =>
  `${column} = ${boolSql(db, value)}`;

/** Runs SQL the query builder cannot say, with named (`:name`) or positional (`?`) bindings, and answers its rows. */
export async function rawRows<T>(db: Knex, sql: string, bindings?: Knex.RawBinding[] | Knex.ValueDict): Promise<T[]> {
  return rowsOf<T>(await (bindings === undefined ? db.raw(sql) : db.raw(sql, bindings as Knex.ValueDict)));
}

/**
 * For an upsert's merge: the row's `column` where it has one, else the value the insert brought
 * (`excluded`, which SQLite and PostgreSQL both name so).
 */
export const keepOrTake = (db: Knex, table: string, column: string): Knex.Raw =>
  db.raw('coalesce(??, excluded.??)', [`${table}.${column}`, column]);

/** `column + by` as a value for an update or an upsert's merge. */
export const plus = (db: Knex, column: string, by = 1): Knex.Raw => db.raw('?? + ?', [column, by]);

/**
 * Makes a claim's inner select skip rows another server holds (`FOR UPDATE SKIP LOCKED` on
 * PostgreSQL); SQLite has one writer, whose UPDATE runs whole, so there is nothing to skip.
 */
export function skipLocked<Q extends Knex.QueryBuilder>(db: Knex, q: Q): Q {
  return dialectOf(db) === 'pg' ? (q.forUpdate().skipLocked() as Q) : q;
}

/**
 * Locks the rows a read returns until the transaction ends (`FOR UPDATE` on PostgreSQL); SQLite's
 * one writer needs none (a write transaction that read stale data is run again, IMMEDIATE).
 */
export function forUpdate<Q extends Knex.QueryBuilder>(db: Knex, q: Q): Q {
  return dialectOf(db) === 'pg' ? (q.forUpdate() as Q) : q;
}

/**
 * Serialises the waitlist's work on one shop day across servers (joining, offering, taking and
 * ending offers), until the transaction ends: a transaction-level advisory lock on PostgreSQL
 * (released at commit or rollback, so no lock is ever left behind), nothing on SQLite, whose one
 * writer already runs such transactions one at a time. A claim of a unit takes its slot's lock
 * itself, inside the claim statement (unit-claims.ts), until its transaction ends: bookings of
 * different slots never wait for each other, and a booking waits for the waitlist only where an
 * offer claimed its slot.
 *
 * Lock order, everywhere: the day's lock first, then rows (an UPDATE, a compare-and-set write,
 * `forUpdate`, an upsert of a counter all lock their row until the end), and a slot's lock only
 * in the claim, after the rows a transaction writes before it. PostgreSQL ends one transaction
 * of a cycle as a deadlock, and the write is tried again (isBusy).
 */
export async function lockShopDay(trx: Knex, date: string): Promise<void> {
  if (dialectOf(trx) === 'pg') await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`shop-day:${date}`]);
}

/**
 * A transaction's config for a write that must not be overtaken between its reads and its writes:
 * on SQLite it takes the write lock at BEGIN, so another connection's commit cannot make what it
 * read stale (kept-statements.ts); PostgreSQL ignores it, its compare-and-set writes and locks
 * already see the latest commit.
 */
// Its own key: knex replaces a transaction's userParams with the instance's.
export const WRITE_LOCK_FIRST = { writeLockFirst: true } as Knex.TransactionConfig;

/** A database location fit for logs: a PostgreSQL URL without its password. */
export function describeDatabase(location: string): string {
  if (!isPostgresUrl(location)) return location;
  const url = new URL(location);
  if (url.password) url.password = '***';
  return url.toString();
}

/**
 * True when the database could not be reached or dropped the connection (refused, reset, shut
 * down, no connection free in time): the request answers 503 `unavailable` and, since its
 * transaction never committed, nothing of it was written.
 */
export function isUnavailable(err: unknown): boolean {
  const e = (err ?? {}) as DbError & { name?: string };
  if (e.name === 'KnexTimeoutError') return true;
  if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'].includes(e.code ?? ''))
    return true;
  if (/^(08\d{3}|57P0[123])$/.test(e.code ?? '')) return true;
  return /Connection terminated|connection terminated|Client has encountered a connection error/.test(e.message ?? '');
}

/** The app's own tables (not knex's bookkeeping), by name: for checks that look at every table. */
export async function appTables(db: Knex): Promise<string[]> {
  const sql =
    dialectOf(db) === 'pg'
      ? "select tablename as name from pg_tables where schemaname = current_schema() and tablename not like 'knex\\_%'"
      : "select name from sqlite_master where type = 'table' and name not like 'knex\\_%' escape '\\' and name not like 'sqlite\\_%' escape '\\'";
  return (await rawRows<{ name: string }>(db, sql)).map((r) => r.name).sort();
}
