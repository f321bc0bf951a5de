import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { createApp } from '../../server/src/app.ts';
import { openDatabase } from '../../server/src/bootstrap.ts';
import { systemClock } from '../../server/src/clock.ts';
import { readConfig } from '../../server/src/config.ts';
import { createDb } from '../../server/src/db/knex.ts';
import { createLogger } from '../../server/src/log.ts';
import { planMaintenanceReminders } from '../../server/src/maintenance/plan-reminders.ts';
import { equals, info } from './figures.ts';
import { seedCars } from './maintenance-section.ts';
import { startServer } from './server-process.ts';

const count = async (db: Knex, table: string, where: Record<string, string> = {}) =>
  Number(((await db(table).where(where).count({ n: '*' })) as { n: number | string }[])[0]!.n);

/** The reminders a clean, uninterrupted pass plans today on a copy of the seeded file. */
async function cleanPass(dir: string): Promise<number> {
  const config = readConfig({ DATA_DIR: dir, WEB_DIST: '', LOG_LEVEL: 'silent', SCRYPT_COST: '1024' });
  const db = await openDatabase(config, systemClock.now());
  const app = createApp({
    db,
    config,
    clock: systemClock,
    logger: createLogger('silent'),
    mailer: { send: async () => {} },
  });
  try {
    return (await planMaintenanceReminders(app.deps, systemClock.now())).planned;
  } finally {
    await app.deps.writes.close();
    await db.destroy();
  }
}

/** Polls until `done` holds or `ms` have passed. */
async function until(done: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await done()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
}

/**
 * The production server runs the reminders' pass over `cars` cars as it starts, and is killed with
 * SIGKILL once some of its batches have committed and before the last one has. Started again, it
 * finishes the pass. Each reminder must be planned exactly once: as many as a clean pass plans, one
 * mail per ledger row, no mail twice.
 */
export async function maintenanceKillSection(port: number, cars: number): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-maintenance-kill-'));
  const copy = mkdtempSync(path.join(os.tmpdir(), 'bench-maintenance-clean-'));
  try {
    const config = readConfig({ DATA_DIR: dir, WEB_DIST: '', LOG_LEVEL: 'silent', SCRYPT_COST: '1024' });
    const seeded = await openDatabase(config, systemClock.now());
    await seedCars(seeded, cars);
    await seeded.destroy();
    copyFileSync(path.join(dir, 'shop.sqlite'), path.join(copy, 'shop.sqlite'));
    const expected = await cleanPass(copy);

    const db = createDb(path.join(dir, 'shop.sqlite'));
    const ledger = () => count(db, 'maintenance_reminders');
    const first = await startServer(dir, port, { MAINTENANCE_INTERVAL_SECONDS: '3600' });
    const midway = await until(async () => (await ledger()) > 0, 60_000);
    await first.kill();
    const atKill = await ledger();
    const second = await startServer(dir, port, { MAINTENANCE_INTERVAL_SECONDS: '3600' });
    await until(async () => (await ledger()) >= expected, 60_000);
    await second.stop();

    const rows = await ledger();
    const mails = await count(db, 'notifications', { kind: 'maintenance_due', channel: 'email' });
    const doubled = (await db('notifications')
      .where({ kind: 'maintenance_due', channel: 'email' })
      .groupBy('recipient', 'subject')
      .havingRaw('count(*) > 1')
      .select('recipient')) as unknown[];
    await db.destroy();
    info('maintenance_kill.planned_before_kill', atKill, 'reminders');
    equals('maintenance_kill.killed_mid_pass', midway && atKill < expected ? 1 : 0, 'bool', 1);
    equals('maintenance_kill.missing', expected - rows, 'reminders', 0);
    equals('maintenance_kill.mails_per_ledger_row_off', mails - rows, 'mails', 0);
    equals('maintenance_kill.doubled', doubled.length, 'mails', 0);
    console.log(
      `  after SIGKILL: ${atKill} of ${expected} planned at the kill; ${rows} after the restart, ${mails} mails, ${doubled.length} doubled`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(copy, { recursive: true, force: true });
  }
}
