import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultShopConfig } from '../../shared/src/shop/shop-config.schema.ts';
import { createDb } from '../../server/src/db/knex.ts';
import { migrate } from '../../server/src/db/migrations.ts';
import { seed } from '../../server/src/db/seed.ts';
import { seedDemo } from '../../server/src/db/demo-data.ts';
import { info } from './figures.ts';
import { runLoad } from './load.ts';
import { adminToken, startServer } from './server-process.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** A fresh database with n appointments spread over as many years as they need. */
export async function seededDir(n: number, requests: number, customers: number): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), `shop-bench-${n}-`));
  const db = createDb(path.join(dir, 'shop.sqlite'));
  await migrate(db);
  await seed(db, defaultShopConfig, new Date());
  await seedDemo(db, defaultShopConfig, { appointments: n, requests, customers, today: today() });
  await db.destroy();
  return dir;
}

/** How the two computed reads use indexes (SQLite's own plan). */
export async function queryPlans(dir: string): Promise<string[]> {
  const db = createDb(path.join(dir, 'shop.sqlite'));
  const plan = async (label: string, sql: string, bindings: unknown[]) =>
    `${label}: ${((await db.raw(`EXPLAIN QUERY PLAN ${sql}`, bindings as never)) as { detail: string }[]).map((r) => r.detail).join('; ')}`;
  const out = [
    await plan(
      'available-slots occupancy',
      'select start_time, is_ghost_slot, count(*) from appointments where date = ? and bay is not null group by start_time, is_ghost_slot',
      [today()],
    ),
    await plan(
      'admin list (status + month)',
      'select a.* from appointments a join users u on u.id = a.user_id where a.status = ? and a.date >= ? and a.date <= ? order by a.date desc limit 500',
      ['scheduled', today(), today()],
    ),
  ];
  await db.destroy();
  return out;
}

/** Section 6: available-slots and the admin list at growing table sizes. */
export async function scaleSection(sizes: number[], port: number, seconds: number): Promise<string[]> {
  let plans: string[] = [];
  for (const n of sizes) {
    const dir = await seededDir(n, 0, Math.max(100, Math.round(n / 2.5)));
    if (n === sizes[sizes.length - 1]) plans = await queryPlans(dir);
    const server = await startServer(dir, port);
    const token = await adminToken(server.url);
    const date = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
    const slots = await runLoad({
      url: `${server.url}/api/appointments/available-slots?date=${date}&service_id=1`,
      seconds,
    });
    const list = await runLoad({
      url: `${server.url}/api/admin/appointments?status=scheduled&date=month`,
      seconds,
      token,
    });
    await server.stop();
    const label = n >= 1000 ? `${n / 1000}k` : String(n);
    info(`scale.slots.p99_ms.${label}`, slots.p99, 'ms');
    info(`scale.slots.rps.${label}`, slots.rps, 'req/s');
    info(`scale.admin_list.p99_ms.${label}`, list.p99, 'ms');
    info(`scale.admin_list.rps.${label}`, list.rps, 'req/s');
    console.log(
      `  ${label}: slots ${Math.round(slots.rps)} req/s p99 ${slots.p99} ms; admin list ${Math.round(list.rps)} req/s p99 ${list.p99} ms`,
    );
  }
  return plans;
}
