import path from 'node:path';
import type { Knex } from 'knex';
import { hashPassword, verifyPassword } from './auth/passwords.ts';
import { findUserByEmail, insertUser, updateUser } from './auth/users.repository.ts';
import type { AppConfig } from './config.ts';
import type { Clock } from './clock.ts';
import { describeDatabase, isUnavailable } from './db/dialect.ts';
import { createDb } from './db/knex.ts';
import type { Logger } from './log.ts';
import { migrate } from './db/migrations.ts';
import type { BackfillReport } from './db/vehicle-backfill.ts';
import { installChangeTriggers, underStartLock } from './db/postgres-feed.ts';
import { seed } from './db/seed.ts';
import type { Mailer } from './mail/mailer.ts';
import { createWorkerMailer } from './mail/worker-mailer.ts';

/** Opens the database, migrates it to the latest schema and seeds what is missing. */
export async function openDatabase(config: AppConfig, now: Date): Promise<Knex> {
  const db = createDb(config.database, config.dbPool);
  await prepareDatabase(db, config, now);
  return db;
}

/** Migrates, lets every table feed the change feed, and seeds: one server at a time. */
export async function prepareDatabase(db: Knex, config: AppConfig, now: Date, logger?: Logger): Promise<void> {
  await underStartLock(db, async () => {
    await migrate(db, config.jwtSecret, {
      onBackfill: (report) => logBackfill(report, logger),
      shopCountry: config.shopCountry,
    });
    await installChangeTriggers(db);
    await seed(db, config.shop, now);
  });
}

/**
 * What migration 015 made of the typed cars: one line per car several rows became, so a shop can
 * check the merges. Without a logger (the CLI tools) the lines go to the console.
 */
function logBackfill(report: BackfillReport, logger?: Logger): void {
  if (report.customers === 0) return;
  const summary = `customers and vehicles made: ${report.customers} customers, ${report.vehicles} vehicles, ${report.merges.length} merged`;
  const say = logger ? (line: string) => logger.info(line) : (line: string) => console.log(line);
  say(summary);
  for (const line of report.merges) say(`merged ${line}`);
}

/**
 * prepareDatabase, tried again while the database cannot be reached (PostgreSQL still starting,
 * or down): every 1, 2, 4 ... 30 s with a log line saying so. Any other failure stops the start.
 */
export async function prepareWhenReachable(db: Knex, config: AppConfig, clock: Clock, logger: Logger): Promise<void> {
  for (let wait = 1000; ; wait = Math.min(wait * 2, 30_000)) {
    try {
      return await prepareDatabase(db, config, clock.now(), logger);
    } catch (err) {
      if (!isUnavailable(err)) throw err;
      logger.warn(
        { database: describeDatabase(config.database), err: (err as Error).message },
        `database not reachable; trying again in ${wait / 1000} s`,
      );
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** The server's mailer: composed and sent in a worker thread, off the thread that answers requests. */
export function mailerFor(config: AppConfig): Mailer & { close(): Promise<void> } {
  return createWorkerMailer({
    smtpUrl: config.smtpUrl,
    timeoutMs: config.smtpTimeoutMs,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: `${config.shop.name} <${config.shop.email}>`,
    linkOrigin: config.publicUrl,
  });
}

/**
 * Makes sure an admin account with that email exists and has that password. A customer
 * account with the email is promoted; its sessions end because the token version moves. An admin
 * that already has that password is left alone, so restarting the server keeps staff signed in
 * (and a tablet's changes queued across the restart are still accepted).
 */
export async function ensureAdmin(
  db: Knex,
  email: string,
  password: string,
  cost: number,
  now: Date,
): Promise<'created' | 'updated' | 'unchanged'> {
  const normalized = email.trim().toLowerCase();
  const existing = await findUserByEmail(db, normalized);
  if (existing?.role === 'admin' && existing.password_hash && (await verifyPassword(password, existing.password_hash)))
    return 'unchanged';
  const password_hash = await hashPassword(password, cost);
  if (existing) {
    await updateUser(db, existing.id, { role: 'admin', password_hash, is_ghost: false }, now, true);
    return 'updated';
  }
  await insertUser(
    db,
    { email: normalized, password_hash, role: 'admin', first_name: 'Shop', last_name: 'Admin', is_ghost: false },
    now,
  );
  return 'created';
}
