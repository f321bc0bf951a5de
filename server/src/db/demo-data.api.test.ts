import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readConfig } from '../config.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { seedDemo } from './demo-data.ts';
import { migrate } from './migrations.ts';
import { seed } from './seed.ts';

/** The demo shop on today's schema: its visits point at customers and cars as a booking's would. */
const open: TestDatabase[] = [];
afterEach(async () => {
  for (const t of open.splice(0)) await t.close();
});

describe('seedDemo', () => {
  it('when the demo shop is seeded, then every appointment points at its customer and one of her cars, and every request at a customer', async () => {
    const t = await openTestDatabase('demo', { blank: true });
    open.push(t);
    const shop = readConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-demo-')), LOG_LEVEL: 'silent' }).shop;
    await migrate(t.db);
    await seed(t.db, shop, new Date('2026-03-09T15:00:00Z'));
    await seedDemo(t.db, shop, { appointments: 200, requests: 10, customers: 30, today: '2026-03-09' });
    const rows = (await t
      .db('appointments as a')
      .leftJoin('vehicles as v', 'v.id', 'a.vehicle_id')
      .leftJoin('customers as c', 'c.id', 'a.customer_id')
      .select(
        'a.user_id',
        'c.user_id as customer_user',
        'v.customer_id as car_owner',
        'a.customer_id',
        'a.license_plate',
        'v.plate',
      )) as Record<string, unknown>[];
    expect(rows).toHaveLength(200);
    for (const r of rows) {
      expect(r.customer_user).toBe(r.user_id);
      expect(r.car_owner).toBe(r.customer_id);
      expect(r.license_plate).toBe(r.plate);
    }
    const cars = Number(((await t.db('vehicles').count({ n: '*' })) as { n: number }[])[0]!.n);
    expect(cars).toBeLessThan(200 / 2);
    const unpointed = (await t.db('appointment_requests').whereNull('customer_id').count({ n: '*' })) as {
      n: number;
    }[];
    expect(Number(unpointed[0]!.n)).toBe(0);
  });
});
