import { createRequire } from 'node:module';
import type { Knex } from 'knex';

type Done = (err: Error | null) => void;
type RunContext = { lastID?: number; changes?: number };

interface Statement {
  all(params: unknown[], cb: (this: RunContext, err: Error | null, rows: unknown[]) => void): Statement;
  run(params: unknown[], cb: (this: RunContext, err: Error | null) => void): Statement;
  finalize(cb?: Done): void;
  reset(cb?: Done): Statement;
}

interface Connection {
  prepare(sql: string, cb: Done): Statement;
  kept?: Map<string, Promise<Statement>>;
}

interface QueryObject {
  sql: string;
  bindings?: unknown[];
  method?: string;
  returning?: unknown;
  response?: unknown;
  context?: RunContext;
}

interface SqliteTransaction {
  begin(conn: Connection): Promise<unknown>;
  query(conn: Connection, sql: string): Promise<unknown>;
}

interface SqliteClient {
  transaction(container: unknown, config?: Knex.TransactionConfig, outerTx?: unknown): SqliteTransaction;
  _query(connection: Connection, obj: QueryObject): Promise<QueryObject>;
  destroyRawConnection(connection: Connection): Promise<void>;
}

const require = createRequire(import.meta.url);
const KnexSqlite3 = require('knex/lib/dialects/sqlite3/index.js') as new (config: Knex.Config) => SqliteClient;

/** Distinct statements kept per connection; past that the oldest is finalized. */
const MAX_KEPT = 256;

/** How knex's sqlite3 client runs each kind of statement: rows for reads and RETURNING, else run. */
const wantsRows = (obj: QueryObject) =>
  !['insert', 'update', 'counter', 'del'].includes(obj.method ?? '') || Boolean(obj.returning);

/**
 * knex's sqlite3 client, with each distinct SQL text prepared once per connection and kept.
 * node-sqlite3's db.all() prepares, runs and finalizes every time: three trips through the thread
 * pool, each waiting for a turn of the event loop while a transaction holds the one connection.
 * A kept statement runs in one.
 */
export class KeptStatementsClient extends KnexSqlite3 {
  /**
   * A transaction begun with WRITE_LOCK_FIRST (db/dialect.ts) takes SQLite's write lock at BEGIN
   * (BEGIN IMMEDIATE): it waits for another connection's write rather than reading a snapshot that
   * connection's commit then makes stale. knex only ever says BEGIN. Its begin runs once the
   * connection is acquired, after this method has returned.
   */
  override transaction(container: unknown, config?: Knex.TransactionConfig, outerTx?: unknown): SqliteTransaction {
    const trx = super.transaction(container, config, outerTx);
    if ((config as { writeLockFirst?: boolean } | undefined)?.writeLockFirst)
      trx.begin = (conn) => trx.query(conn, 'BEGIN IMMEDIATE;');
    return trx;
  }

  override async _query(connection: Connection, obj: QueryObject): Promise<QueryObject> {
    if (!obj.sql) throw new Error('The query is empty');
    const statement = await this.kept(connection, obj.sql);
    return new Promise((resolve, reject) => {
      const settle = (err: Error | null, context: RunContext, response?: unknown) => {
        // A kept statement that failed stays active until reset, and an active statement makes the
        // transaction's ROLLBACK fail (SQLITE_BUSY), leaving the connection inside it.
        if (err) return statement.reset(() => reject(err));
        // Copied now: the kept statement's lastID and changes move with its next run.
        obj.context = { lastID: context.lastID, changes: context.changes };
        obj.response = response;
        resolve(obj);
      };
      const params = obj.bindings ?? [];
      if (wantsRows(obj))
        statement.all(params, function (err, rows) {
          settle(err, this, rows);
        });
      else
        statement.run(params, function (err) {
          settle(err, this);
        });
    });
  }

  /** The statement for `sql`, prepared on first use; one that fails to prepare is not kept. */
  private kept(connection: Connection, sql: string): Promise<Statement> {
    const kept = (connection.kept ??= new Map());
    const found = kept.get(sql);
    if (found) return found;
    if (kept.size >= MAX_KEPT) {
      const [oldest, old] = kept.entries().next().value as [string, Promise<Statement>];
      kept.delete(oldest);
      void old.then(
        (s) => s.finalize(),
        () => undefined,
      );
    }
    const prepared = new Promise<Statement>((resolve, reject) => {
      const statement = connection.prepare(sql, (err) => (err ? reject(err) : resolve(statement)));
    });
    kept.set(sql, prepared);
    prepared.catch(() => kept.get(sql) === prepared && kept.delete(sql));
    return prepared;
  }

  override async destroyRawConnection(connection: Connection): Promise<void> {
    // A statement left open makes close() fail with SQLITE_BUSY.
    const kept = [...(connection.kept?.values() ?? [])];
    connection.kept?.clear();
    const finalized = kept.map((p) => p.then((s) => new Promise<void>((resolve) => s.finalize(() => resolve()))));
    await Promise.allSettled(finalized);
    return super.destroyRawConnection(connection);
  }
}
