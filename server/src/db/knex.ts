import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { isPostgresUrl } from './dialect.ts';
import { KeptStatementsClient } from './kept-statements.ts';
import { NamedStatementsPgClient } from './named-statements.ts';

export type Db = Knex;

/**
 * One SQLite connection (knex#3176: more is unsafe), with the pragmas that matter set on it:
 * WAL, foreign keys, a busy timeout, and synchronous=NORMAL: in WAL mode a commit survives any
 * crash of the process (the benchmark SIGKILLs the server mid-booking, 20 times, and loses
 * nothing); only a power cut or OS crash may roll back the last commits. FULL fsyncs every commit
 * and capped bookings near 175/s on this machine.
 */
export function createDb(location: string, pool: PgPool = DEFAULT_PG_POOL): Db {
  return isPostgresUrl(location) ? createPgDb(location, pool) : createSqliteDb(location);
}

/** Connections per server and the longest statement, on PostgreSQL. */
export interface PgPool {
  max: number;
  statementTimeoutMs: number;
  /** Each parameterised statement prepared once per connection (named-statements.ts); on unless false. */
  namedStatements?: boolean;
}
const DEFAULT_PG_POOL: PgPool = { max: 10, statementTimeoutMs: 10_000 };

/**
 * A pool of PostgreSQL connections. Counts (bigint) are read as numbers, as SQLite gives them:
 * every count here stays far below 2^53. A statement, and a transaction left idle, end after the
 * timeout rather than holding locks while a server hangs; min 0 lets idle connections close.
 */
function createPgDb(url: string, pool: PgPool): Db {
  pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
  return knexFactory({
    client: pool.namedStatements !== false ? (NamedStatementsPgClient as unknown as Knex.Config['client']) : 'pg',
    connection: {
      connectionString: url,
      statement_timeout: pool.statementTimeoutMs,
      idle_in_transaction_session_timeout: pool.statementTimeoutMs * 3,
    },
    pool: { min: 0, max: pool.max },
    acquireConnectionTimeout: 30_000,
  });
}

function createSqliteDb(filename: string): Db {
  return knexFactory({
    client: KeptStatementsClient as unknown as Knex.Config['client'],
    connection: { filename },
    useNullAsDefault: true,
    pool: {
      min: 1,
      max: 1,
      afterCreate: (
        conn: { exec: (sql: string, cb: (err: Error | null) => void) => void },
        done: (err: Error | null, c: unknown) => void,
      ) => {
        conn.exec(
          'PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL;',
          (err) => done(err, conn),
        );
      },
    },
    acquireConnectionTimeout: 30_000,
  });
}

/** Throws when the database does not answer (health probes). */
export async function pingDatabase(db: Db): Promise<void> {
  await db.raw('select 1');
}
