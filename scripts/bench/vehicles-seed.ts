import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { defaultShopConfig } from '../../shared/src/shop/shop-config.schema.ts';
import { seedDemo } from '../../server/src/db/demo-data.ts';
import { createDb } from '../../server/src/db/knex.ts';
import { migrate } from '../../server/src/db/migrations.ts';
import { seed } from '../../server/src/db/seed.ts';

export const VEHICLES = 1000;
export const VISITS = 10_000;
export const LINES_PER_VISIT = 4;

type Visit = { id: number; date: string; vehicle_id: number; customer_id: number };

/** The instant a visit's inspection, reading and mail are dated: 17:00 UTC on its day. */
const when = (date: string) => `${date}T17:00:00.000Z`;

/** 1,000 owners with one car each, and the demo's visits spread over the cars in turn. */
async function carsAndVisits(db: Knex, at: string): Promise<{ vehicleIds: number[]; visits: Visit[] }> {
  const stamps = { created_at: at, updated_at: at };
  const owners = Array.from({ length: VEHICLES }, (_, i) => ({
    email: `owner${i}@example.com`,
    first_name: `Owner${i}`,
    ...stamps,
  }));
  await db.batchInsert('customers', owners, 500);
  const customerIds = (await db('customers').orderBy('id').pluck('id')) as number[];
  const cars = customerIds.map((customer_id, i) => ({
    customer_id,
    make: 'Toyota',
    model: 'Corolla',
    year: String(2005 + (i % 20)),
    ...stamps,
  }));
  await db.batchInsert('vehicles', cars, 500);
  const vehicleIds = (await db('vehicles').orderBy('id').pluck('id')) as number[];
  const rows = (await db('appointments').orderBy(['date', 'id']).select('id', 'date')) as {
    id: number;
    date: string;
  }[];
  const visits = rows.map((v, i) => ({
    ...v,
    vehicle_id: vehicleIds[i % VEHICLES]!,
    customer_id: customerIds[i % VEHICLES]!,
  }));
  await db.transaction(async (trx) => {
    for (const v of visits)
      await trx('appointments').where({ id: v.id }).update({ vehicle_id: v.vehicle_id, customer_id: v.customer_id });
  });
  return { vehicleIds, visits };
}

/** An answered inspection of four lines on each visit, and a photo on one in ten. */
async function inspections(db: Knex, visits: Visit[]): Promise<void> {
  const inspection = (v: Visit) => ({
    id: `bench-insp-${v.id}`,
    appointment_id: v.id,
    vehicle_id: v.vehicle_id,
    customer_id: v.customer_id,
    status: 'answered',
    sent_at: when(v.date),
    answered_at: when(v.date),
    created_at: when(v.date),
    updated_at: when(v.date),
  });
  await db.batchInsert('inspections', visits.map(inspection), 300);
  const line = (v: Visit, k: number) => ({
    id: `bench-line-${v.id}-${k}`,
    inspection_id: `bench-insp-${v.id}`,
    position: k,
    kind: k === 0 ? 'labor' : 'part',
    description: `Line ${k}`,
    quantity: 1,
    unit_price_cents: 2500 * (k + 1),
    decision: k === 3 ? 'declined' : 'approved',
    created_at: when(v.date),
  });
  await db.batchInsert(
    'estimate_lines',
    visits.flatMap((v) => Array.from({ length: LINES_PER_VISIT }, (_, k) => line(v, k))),
    300,
  );
  const pixel = Buffer.from([0xff, 0xd8, 0xff, 0xd9]);
  const photo = (v: Visit) => ({
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
  });
  await db.batchInsert('inspection_photos', visits.filter((_, i) => i % 10 === 0).map(photo), 200);
}

/** A check-in reading and a sent confirmation per visit. */
async function readingsAndMail(db: Knex, visits: Visit[]): Promise<void> {
  const reading = (v: Visit, i: number) => ({
    vehicle_id: v.vehicle_id,
    value: 20_000 + Math.floor(i / VEHICLES) * 4_000,
    source: 'check_in',
    recorded_at: when(v.date),
    appointment_id: v.id,
    created_at: when(v.date),
  });
  await db.batchInsert('vehicle_readings', visits.map(reading), 500);
  const mail = (v: Visit) => ({
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
  });
  await db.batchInsert('notifications', visits.map(mail), 300);
}

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
  const today = now.toISOString().slice(0, 10);
  await seedDemo(db, defaultShopConfig, { appointments: VISITS, requests: 0, customers: VEHICLES, today });
  const { vehicleIds, visits } = await carsAndVisits(db, now.toISOString());
  await inspections(db, visits);
  await readingsAndMail(db, visits);
  await db.destroy();
  return { dir, vehicleIds };
}
