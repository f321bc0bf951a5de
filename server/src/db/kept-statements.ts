import { createRequire } from 'node:module';
import type { Knex } from 'knex';

type Done = (err: Error | null) => void;
type RunContext = { lastID?: number; changes?: number };

interface Statement {
  all(params: unknown[], cb: (this: RunContext, err: Error | null, rows: unknown[]) => void): Statement;
  run(params: unknown[], cb: (this: RunContext, err: Error | null) => void): Statement;
  finalize(cb?: Done): void;
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

interface SqliteClient {
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
  override async _query(connection: Connection, obj: QueryObject): Promise<QueryObject> {
    if (!obj.sql) throw new Error('The query is empty');
    const statement = await this.kept(connection, obj.sql);
    return new Promise((resolve, reject) => {
      const settle = (err: Error | null, context: RunContext, response?: unknown) => {
        if (err) return reject(err);
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
