import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultShopConfig } from '../../shared/src/shop/shop-config.schema.ts';
import { seedDemo } from '../../server/src/db/demo-data.ts';
import { createDb } from '../../server/src/db/knex.ts';
import { migrate } from '../../server/src/db/migrations.ts';
import { seed } from '../../server/src/db/seed.ts';

export const VEHICLES = 1000;
export const VISITS = 10_000;
export const LINES_PER_VISIT = 4;

/**
 * A shop with 1,000 cars, 10,000 visits (the demo year's appointments, ten per car), an answered
 * inspection of four estimate lines on each visit (40,000 lines), a photo on one in ten, a check-in
 * reading and a sent confirmation per visit. Answers the folder of its SQLite file and the car ids.
 */
export async function seededCars(): Promise<{ dir: string; vehicleIds: number[] }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-bench-vehicles-'));
  const db = createDb(path.join(dir, 'shop.sqlite'));
  await migrate(db);
  const now = new Date();
  await seed(db, defaultShopConfig, now);
  await seedDemo(db, defaultShopConfig, {
    appointments: VISITS,
    requests: 0,
    customers: VEHICLES,
    today: now.toISOString().slice(0, 10),
  });
  const at = now.toISOString();
  const stamps = { created_at: at, updated_at: at };
  await db.batchInsert(
    'customers',
    Array.from({ length: VEHICLES }, (_, i) => ({
      email: `owner${i}@example.com`,
      first_name: `Owner${i}`,
      ...stamps,
    })),
    500,
  );
  const customerIds = (await db('customers').orderBy('id').pluck('id')) as number[];
  await db.batchInsert(
    'vehicles',
    customerIds.map((customer_id, i) => ({
      customer_id,
      make: 'Toyota',
      model: 'Corolla',
      year: String(2005 + (i % 20)),
      ...stamps,
    })),
    500,
  );
  const vehicleIds = (await db('vehicles').orderBy('id').pluck('id')) as number[];
  const visits = (await db('appointments').orderBy(['date', 'id']).select('id', 'date')) as {
    id: number;
    date: string;
  }[];
  const carOf = (i: number) => i % vehicleIds.length;
  await db.transaction(async (trx) => {
    for (const [i, v] of visits.entries())
      await trx('appointments')
        .where({ id: v.id })
        .update({ vehicle_id: vehicleIds[carOf(i)], customer_id: customerIds[carOf(i)] });
  });
  const when = (date: string) => `${date}T17:00:00.000Z`;
  await db.batchInsert(
    'inspections',
    visits.map((v, i) => ({
      id: `bench-insp-${v.id}`,
      appointment_id: v.id,
      vehicle_id: vehicleIds[carOf(i)],
      customer_id: customerIds[carOf(i)],
      status: 'answered',
      sent_at: when(v.date),
      answered_at: when(v.date),
      created_at: when(v.date),
      updated_at: when(v.date),
    })),
    300,
  );
  await db.batchInsert(
    'estimate_lines',
    visits.flatMap((v) =>
      Array.from({ length: LINES_PER_VISIT }, (_, k) => ({
        id: `bench-line-${v.id}-${k}`,
        inspection_id: `bench-insp-${v.id}`,
        position: k,
        kind: k === 0 ? 'labor' : 'part',
        description: `Line ${k}`,
        quantity: 1,
        unit_price_cents: 2500 * (k + 1),
        decision: k === 3 ? 'declined' : 'approved',
        created_at: when(v.date),
      })),
    ),
    300,
  );
  const pixel = Buffer.from([0xff, 0xd8, 0xff, 0xd9]);
  await db.batchInsert(
    'inspection_photos',
    visits
      .filter((_, i) => i % 10 === 0)
      .map((v) => ({
        id: `bench-photo-${v.id}`,
        inspection_id: `bench-insp-${v.id}`,
        item_key: 'tires',
        mime: 'image/jpeg',
        width: 1,
        height: 1,
        size: pixel.length,
        bytes: pixel,
        thumb: pixel,
        created_at: when(v.date),
      })),
    200,
  );
  await db.batchInsert(
    'vehicle_readings',
    visits.map((v, i) => ({
      vehicle_id: vehicleIds[carOf(i)],
      value: 20_000 + Math.floor(i / vehicleIds.length) * 4_000,
      source: 'check_in',
      recorded_at: when(v.date),
      appointment_id: v.id,
      created_at: when(v.date),
    })),
    500,
  );
  await db.batchInsert(
    'notifications',
    visits.map((v) => ({
      kind: 'confirmation',
      appointment_id: v.id,
      recipient: 'owner@example.com',
      subject: 'Your appointment',
      message_json: '{}',
      planned_at: when(v.date),
      status: 'sent',
      attempts: 1,
      next_attempt_at: when(v.date),
      sent_at: when(v.date),
      created_at: when(v.date),
    })),
    300,
  );
  await db.destroy();
  return { dir, vehicleIds };
}
