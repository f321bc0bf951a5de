import knexFactory, { type Knex } from 'knex';

export type Db = Knex;

/**
 * One SQLite connection (knex#3176: more is unsafe), with the pragmas that matter set on it:
 * WAL, foreign keys, a busy timeout, and FULL sync so an acknowledged booking survives a crash.
 */
export function createDb(filename: string): Db {
  return knexFactory({
    client: 'sqlite3',
    connection: { filename },
    useNullAsDefault: true,
    pool: {
      min: 1,
      max: 1,
      afterCreate: (conn: { exec: (sql: string, cb: (err: Error | null) => void) => void }, done: (err: Error | null, c: unknown) => void) => {
        conn.exec(
          'PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA synchronous = FULL;',
          (err) => done(err, conn),
        );
      },
    },
    acquireConnectionTimeout: 30_000,
  });
}
