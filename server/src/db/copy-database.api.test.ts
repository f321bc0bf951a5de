import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, wizardBody, type TestApp } from '../test/test-app.ts';
import { freshDatabase, testPostgresUrl } from '../test/test-db.ts';
import { copyDatabase, rowCounts } from './copy-database.ts';
import { createDb, type Db } from './knex.ts';
import { seedDemo } from './demo-data.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Moving a shop from its SQLite file to PostgreSQL (npm run db:copy). */
const open: Db[] = [];
const removals: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const db of open.splice(0)) await db.destroy();
  for (const remove of removals.splice(0)) await remove();
});

async function sqliteShop(): Promise<Db> {
  const db = createDb(path.join(mkdtempSync(path.join(tmpdir(), 'shop-copy-')), 'shop.sqlite'));
  open.push(db);
  return db;
}

describe.runIf(testPostgresUrl())('db:copy', () => {
  it('copies every row, and the shop goes on from there: new ids do not collide', async () => {
    const from = await sqliteShop();
    const { readConfig } = await import('../config.ts');
    const { prepareDatabase } = await import('../bootstrap.ts');
    const config = readConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-copy-cfg-')), LOG_LEVEL: 'silent' });
    await prepareDatabase(from, config, new Date('2026-03-09T15:00:00Z'));
    await seedDemo(from, config.shop, { appointments: 300, requests: 40, customers: 60, today: '2026-03-09' });
    const target = await freshDatabase('copy');
    removals.push(target.remove);
    const to = createDb(target.location);
    open.push(to);

    const copied = await copyDatabase(from, to);
    expect(copied).toEqual(await rowCounts(from, Object.keys(copied)));
    expect(copied.appointments).toBeGreaterThan(200);
    await expect(copyDatabase(from, to)).rejects.toThrow(/not empty.*--force/);
    expect(await copyDatabase(from, to, { force: true })).toEqual(copied);

    const app: TestApp = await startTestApp({ shareDatabaseOf: { config: { ...config, database: target.location } } });
    try {
      const booked = await app.call('POST', '/api/appointments', { body: wizardBody({ date: '2026-03-10' }) });
      expect(booked.status).toBe(201);
      expect(booked.body.appointment.id).toBeGreaterThan(copied.appointments!);
    } finally {
      await app.stop();
    }
  });
});
