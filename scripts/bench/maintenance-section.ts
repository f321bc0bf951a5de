import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import type { Knex } from 'knex';
import { createApp } from '../../server/src/app.ts';
import { openDatabase } from '../../server/src/bootstrap.ts';
import { fixedClock } from '../../server/src/clock.ts';
import { readConfig } from '../../server/src/config.ts';
import { createDatabase } from '../../server/src/db/cluster.ts';
import { createLogger } from '../../server/src/log.ts';
import { planMaintenanceReminders } from '../../server/src/maintenance/plan-reminders.ts';
import { startPostgres } from '../postgres-cluster.mjs';
import { atMost, equals, info } from './figures.ts';

/** The figure: the daily pass over 10,000 cars on either database. */
const PASS_MAX_MS = 5000;
const NOW = '2026-09-01T17:00:00Z';
const DAY_MS = 86_400_000;

/** `cars` customers with a car each and two readings, spread so that about a third are in their window. */
export async function seedCars(db: Knex, cars: number): Promise<void> {
  const at = '2026-01-01T00:00:00.000Z';
  const customers = Array.from({ length: cars }, (_, i) => ({
    email: `owner${i}@bench.test`,
    first_name: `Owner${i}`,
    phone: '(510) 555-0100',
    phone_digits: '5105550100',
    created_at: at,
    updated_at: at,
  }));
  await db.batchInsert('customers', customers, 500);
  const ids = (
    (await db('customers').where('email', 'like', '%@bench.test').orderBy('id').select('id')) as {
      id: number;
    }[]
  ).map((r) => Number(r.id));
  await db.batchInsert(
    'vehicles',
    ids.map((customer_id, i) => ({
      customer_id,
      make: 'Honda',
      model: `Civic`,
      year: String(2010 + (i % 15)),
      created_at: at,
      updated_at: at,
    })),
    500,
  );
  const vehicleIds = ((await db('vehicles').orderBy('id').select('id')) as { id: number }[]).map((r) => Number(r.id));
  const readings = vehicleIds.flatMap((vehicle_id, i) => {
    const first = Date.parse('2026-02-01T18:00:00Z') + (i % 90) * DAY_MS;
    const base = 20_000 + (i % 50) * 1000;
    return [
      { vehicle_id, value: base, source: 'check_in', recorded_at: new Date(first).toISOString(), created_at: at },
      {
        vehicle_id,
        value: base + 1500 + (i % 7) * 300,
        source: 'check_in',
        recorded_at: new Date(first + 60 * DAY_MS).toISOString(),
        created_at: at,
      },
    ];
  });
  await db.batchInsert('vehicle_readings', readings, 500);
}

/** Opens a database in `dir` (or at `url`), seeds `cars` cars, and times the backlog pass, the same pass again, and the next day's. */
async function timePasses(label: string, cars: number, env: Record<string, string>): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-maintenance-'));
  const config = readConfig({ DATA_DIR: dir, WEB_DIST: '', LOG_LEVEL: 'silent', SCRYPT_COST: '1024', ...env });
  const clock = fixedClock(NOW);
  const db = await openDatabase(config, clock.now());
  const { deps } = createApp({ db, config, clock, logger: createLogger('silent'), mailer: { send: async () => {} } });
  try {
    await seedCars(db, cars);
    // The first pass after the rules arrive plans the whole backlog; each later day plans the cars
    // that entered their window that day (and re-reads every car all the same).
    const timed = async (at: Date) => {
      const started = performance.now();
      const { planned } = await planMaintenanceReminders(deps, at);
      return { planned, ms: performance.now() - started };
    };
    const backlog = await timed(clock.now());
    const again = await timed(clock.now());
    const nextDay = await timed(new Date(clock.now().getTime() + DAY_MS));
    info(`maintenance.backlog_pass_ms.${label}`, backlog.ms, 'ms');
    info(`maintenance.backlog_planned.${label}`, backlog.planned, 'reminders');
    atMost(`maintenance.same_day_pass_ms.${label}`, again.ms, 'ms', PASS_MAX_MS);
    equals(`maintenance.same_day_planned.${label}`, again.planned, 'reminders', 0);
    atMost(`maintenance.daily_pass_ms.${label}`, nextDay.ms, 'ms', PASS_MAX_MS);
    info(`maintenance.daily_planned.${label}`, nextDay.planned, 'reminders');
    console.log(
      `  ${label}: ${cars} cars; backlog pass ${backlog.ms.toFixed(0)} ms planning ${backlog.planned}; ` +
        `again ${again.ms.toFixed(0)} ms planning ${again.planned}; next day ${nextDay.ms.toFixed(0)} ms planning ${nextDay.planned}`,
    );
  } finally {
    await deps.writes.close();
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The reminders' daily pass over `cars` cars on SQLite, then on PostgreSQL. */
export async function maintenanceSection(cars: number): Promise<void> {
  await timePasses('sqlite', cars, {});
  const cluster = await startPostgres();
  try {
    await createDatabase(cluster.url, 'bench_maintenance');
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    await timePasses('postgres', cars, {
      DATABASE_URL: `${cluster.url}/bench_maintenance`,
      JWT_SECRET: 'bench-secret-shared-by-every-server-0123456789',
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: privateKey,
    });
  } finally {
    cluster.stop();
  }
}
