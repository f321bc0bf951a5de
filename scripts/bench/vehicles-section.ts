import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { copyDatabase } from '../../server/src/db/copy-database.ts';
import { createDatabase } from '../../server/src/db/cluster.ts';
import { createDb } from '../../server/src/db/knex.ts';
import { startPostgres } from '../postgres-cluster.mjs';
import { atMost, info, percentile } from './figures.ts';
import { adminToken, startServer, type RunningServer } from './server-process.ts';
import { LINES_PER_VISIT, seededCars, VEHICLES, VISITS } from './vehicles-seed.ts';

/** The API alone: the section measures no page, so it needs no built web app. */
const API_ONLY = { WEB_DIST: '' };

/** The vehicle page's goal on either database (the figure). */
const PAGE_P95_MS = 150;

/** Requests first sent and not counted: the server's code is compiled and its caches filled by then. */
const WARM_UP = 50;

/** GET /api/admin/vehicles/{id} for cars taken in turn, one at a time: each answer's time, ascending. */
async function pageTimes(server: RunningServer, vehicleIds: number[], requests: number): Promise<number[]> {
  const token = await adminToken(server.url);
  const times: number[] = [];
  for (let i = -WARM_UP; i < requests; i += 1) {
    // Cars spread over the table, so no one car's rows stay warm.
    const id = vehicleIds[((i + WARM_UP) * 7919) % vehicleIds.length];
    const started = performance.now();
    const res = await fetch(`${server.url}/api/admin/vehicles/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { timeline?: unknown[] };
    if (res.status !== 200 || !body.timeline?.length) throw new Error(`vehicle ${id}: ${res.status}`);
    if (i >= 0) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

function report(label: string, times: number[]): void {
  const p50 = percentile(times, 0.5);
  const p95 = percentile(times, 0.95);
  info(`vehicles.page_p50_ms.${label}`, p50, 'ms');
  atMost(`vehicles.page_p95_ms.${label}`, p95, 'ms', PAGE_P95_MS);
  // The machine's load beside the figure: on a shared machine a p95 says as much about it as about the page.
  const load = os.loadavg()[0]!.toFixed(1);
  console.log(
    `  ${label}: vehicle page p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms over ${times.length} cars (load ${load})`,
  );
}

/**
 * The vehicle page on 1,000 cars with 10,000 visits and 40,000 estimate lines: its p95, one
 * request at a time (a person opening cars), on SQLite and on PostgreSQL with the same rows.
 */
export async function vehiclesSection(port: number, requests: number): Promise<void> {
  const { dir, vehicleIds } = await seededCars();
  console.log(`  seeded ${VEHICLES} cars, ${VISITS} visits, ${VISITS * LINES_PER_VISIT} estimate lines`);
  const sqlite = await startServer(path.join(dir, 'sqlite-side'), port, {
    DATABASE_URL: `sqlite:${path.join(dir, 'shop.sqlite')}`,
    ...API_ONLY,
  });
  try {
    report('sqlite', await pageTimes(sqlite, vehicleIds, requests));
  } finally {
    await sqlite.stop();
  }
  const cluster = await startPostgres();
  try {
    await createDatabase(cluster.url, 'bench');
    const url = `${cluster.url}/bench`;
    const from = createDb(path.join(dir, 'shop.sqlite'));
    const to = createDb(url);
    await copyDatabase(from, to);
    await Promise.all([from.destroy(), to.destroy()]);
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    const pg = await startServer(path.join(dir, 'pg-side'), port, {
      DATABASE_URL: url,
      JWT_SECRET: 'bench-secret-shared-by-every-server-0123456789',
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: privateKey,
      ...API_ONLY,
    });
    try {
      report('postgres', await pageTimes(pg, vehicleIds, requests));
    } finally {
      await pg.stop();
    }
  } finally {
    cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
