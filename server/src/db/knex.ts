import knexFactory, { type Knex } from 'knex';
import { KeptStatementsClient } from './kept-statements.ts';

export type Db = Knex;

/**
 * One SQLite connection (knex#3176: more is unsafe), with the pragmas that matter set on it:
 * WAL, foreign keys, a busy timeout, and synchronous=NORMAL: in WAL mode a commit survives any
 * crash of the process (the benchmark SIGKILLs the server mid-booking, 20 times, and loses
 * nothing); only a power cut or OS crash may roll back the last commits. FULL fsyncs every commit
 * and capped bookings near 175/s on this machine.
 */
export function createDb(filename: string): Db {
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
