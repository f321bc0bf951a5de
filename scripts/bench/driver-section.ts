// Where the booking route's ceiling is: the same statements a booking sends, replayed through the
// raw sqlite3 driver in a loop with nothing else in the way, beside bookings made through the app.
import { copyFileSync, mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sqlite3 from 'sqlite3';
import { createApp } from '../../server/src/app.ts';
import { ensureAdmin, openDatabase } from '../../server/src/bootstrap.ts';
import { systemClock } from '../../server/src/clock.ts';
import { readConfig } from '../../server/src/config.ts';
import { createLogger } from '../../server/src/log.ts';
import { createMailer } from '../../server/src/mail/mailer.ts';
import { atLeastRatio, figures, info } from './figures.ts';
import { bookingBody, slotSequence } from './server-process.ts';

interface Statement {
  sql: string;
  bindings: unknown[];
  method: string;
  returning?: unknown;
}

/** A copy of the seeded database file in a folder of its own. */
function copyOf(seededDir: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-bench-driver-'));
  copyFileSync(path.join(seededDir, 'shop.sqlite'), path.join(dir, 'shop.sqlite'));
  return dir;
}

const configFor = (dir: string) =>
  readConfig({
    DATA_DIR: dir,
    WEB_DIST: '',
    LOG_LEVEL: 'silent',
    BOOKING_HORIZON_DAYS: '100000',
    WRITE_RATE_LIMIT_PER_MINUTE: '100000000',
  });

/** The seeded file migrated and with an admin, as the server would start on it; closed, so a copy is whole. */
async function prepared(seededDir: string): Promise<string> {
  const dir = copyOf(seededDir);
  const db = await openDatabase(configFor(dir), new Date());
  await ensureAdmin(db, 'bench-driver@shop.test', 'bench-driver-password', 1024, new Date());
  await db.destroy();
  return dir;
}

/** `count` bookings through the app (in this process, one at a time), recording every statement sent. */
async function bookThroughApp(dir: string, count: number): Promise<{ perSecond: number; statements: Statement[] }> {
  const config = configFor(dir);
  const db = await openDatabase(config, new Date());
  const mailer = createMailer({
    outboxDir: path.join(dir, 'outbox'),
    from: 'Bench <bench@shop.test>',
    linkOrigin: config.publicUrl,
  });
  const { app, deps } = createApp({ db, config, clock: systemClock, logger: createLogger('silent'), mailer });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/appointments`;
  const admin = (await db('users').where({ role: 'admin' }).first()) as { id: number; token_version: number };
  const { token } = await deps.tokens.issue(admin.id, admin.token_version, 60, new Date());
  const slots = slotSequence(2290, 2);
  const book = async (n: number) => {
    const { date, start } = slots.next().value!;
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(bookingBody(date, start, n)),
    });
    if (res.status !== 201) throw new Error(`booking refused: ${res.status} ${await res.text()}`);
  };
  const statements: Statement[] = [];
  db.on('query', (q: Statement) => statements.push(q));
  const started = performance.now();
  for (let n = 0; n < count; n += 1) await book(n);
  await deps.notifier.idle();
  const perSecond = count / ((performance.now() - started) / 1000);
  server.close();
  await db.destroy();
  return { perSecond, statements };
}

const TRANSACTION = /^(BEGIN|COMMIT|ROLLBACK)\b/i;

/**
 * The statements replayed on `file` (all for rows, run otherwise); per second of bookings.
 * `kept`: each prepared once, as the app does; else prepared per run (db.all). `oneTransaction`:
 * all of them in a single transaction, as batched bookings would be.
 */
async function replayRaw(
  file: string,
  statements: Statement[],
  bookings: number,
  opts: { kept: boolean; oneTransaction: boolean },
): Promise<number> {
  const { oneTransaction } = opts;
  const db = new sqlite3.Database(file);
  const kept = new Map<string, sqlite3.Statement>();
  const call = (s: Statement) =>
    new Promise<void>((resolve, reject) => {
      const rows = !['insert', 'update', 'counter', 'del'].includes(s.method) || Boolean(s.returning);
      const done = (err: Error | null) => (err ? reject(err) : resolve());
      const params = s.bindings ?? [];
      if (!opts.kept) return rows ? db.all(s.sql, params, done) : db.run(s.sql, params, done);
      const statement = kept.get(s.sql) ?? kept.set(s.sql, db.prepare(s.sql)).get(s.sql)!;
      if (rows) statement.all(params, done);
      else statement.run(params, done);
    });
  for (const pragma of ['journal_mode = WAL', 'foreign_keys = ON', 'busy_timeout = 5000', 'synchronous = NORMAL'])
    await call({ sql: `PRAGMA ${pragma}`, bindings: [], method: 'raw' });
  const started = performance.now();
  if (oneTransaction) await call({ sql: 'BEGIN', bindings: [], method: 'raw' });
  for (const s of statements) if (!oneTransaction || !TRANSACTION.test(s.sql)) await call(s);
  if (oneTransaction) await call({ sql: 'COMMIT', bindings: [], method: 'raw' });
  const perSecond = bookings / ((performance.now() - started) / 1000);
  await Promise.all([...kept.values()].map((st) => new Promise((r) => st.finalize(r))));
  await new Promise((r) => db.close(r));
  return perSecond;
}

/** Section: bookings through the app one at a time, and their statements through the bare driver. */
export async function driverSection(seededDir: string, bookings: number): Promise<void> {
  const start = await prepared(seededDir);
  const app = await bookThroughApp(copyOf(start), bookings);
  const replay = (kept: boolean, oneTransaction: boolean) =>
    replayRaw(path.join(copyOf(start), 'shop.sqlite'), app.statements, bookings, { kept, oneTransaction });
  const raw = await replay(false, false);
  const kept = await replay(true, false);
  const batched = await replay(true, true);
  const each = app.statements.length / bookings;
  info('driver.book.statements_each', each, 'statements');
  info('driver.book.app_one_at_a_time', app.perSecond, 'bookings/s');
  info('driver.book.raw_sqlite3_replay', raw, 'bookings/s');
  info('driver.book.raw_statement_us', 1e6 / (raw * each), 'us');
  info('driver.book.raw_kept_statements', kept, 'bookings/s');
  info('driver.book.raw_kept_one_transaction', batched, 'bookings/s');
  // Bookings under load (the api section, this run) against the driver's replay prepared once.
  const underLoad = figures.find((f) => f.id === 'api.book.rps');
  if (underLoad) atLeastRatio('api.book.rps_to_driver', underLoad.value, 'req/s', kept, 0.7, 'driver replay');
  console.log(
    `  ${each.toFixed(1)} statements a booking; through the app ${Math.round(app.perSecond)}/s one at a time; the same ` +
      `statements on the raw sqlite3 driver ${Math.round(raw)}/s (${Math.round(1e6 / (raw * each))} us each), ` +
      `${Math.round(kept)}/s prepared once, ${Math.round(batched)}/s prepared once and all in one transaction`,
  );
}
