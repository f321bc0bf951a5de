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
