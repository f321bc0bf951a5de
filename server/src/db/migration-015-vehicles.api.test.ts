import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readConfig } from '../config.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { seedDemo } from './demo-data.ts';
import { migrate } from './migrations.ts';
import { seed } from './seed.ts';
import type { BackfillReport } from './vehicle-backfill.ts';
import type { Db } from './knex.ts';

/** Migration 015 run on databases as they were before it: nothing lost, and exactly the expected merges. */
const open: TestDatabase[] = [];
afterEach(async () => {
  for (const t of open.splice(0)) await t.close();
});

const shop = readConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-m015-')), LOG_LEVEL: 'silent' }).shop;
const AT = '2026-03-01T12:00:00.000Z';

async function beforeVehicles(): Promise<Db> {
  const t = await openTestDatabase('m015', { blank: true });
  open.push(t);
  await migrate(t.db, undefined, { upTo: '014_link_secrets' });
  await seed(t.db, shop, new Date(AT));
  return t.db;
}

async function toLatest(db: Db): Promise<BackfillReport> {
  let report: BackfillReport | undefined;
  await migrate(db, undefined, { onBackfill: (r) => (report = r) });
  return report!;
}

const count = async (db: Db, table: string) => Number(((await db(table).count({ n: '*' })) as { n: number }[])[0]!.n);

let nextAppointment = 1000;
/** An appointment row as the app wrote them before migration 015. */
async function appointment(
  db: Db,
  userId: number,
  v: { make?: string; model?: string; year?: string; vin?: string | null; plate?: string | null },
) {
  const id = nextAppointment++;
  const user = (await db('users').where({ id: userId }).first()) as { email: string; first_name: string };
  await db('appointments').insert({
    id,
    user_id: userId,
    service_id: 1,
    date: '2026-03-10',
    start_time: `${String(8 + (id % 9)).padStart(2, '0')}:00`,
    end_time: '18:00',
    total_cents: 5000,
    contact_first_name: user.first_name,
    contact_email: user.email,
    vehicle_make: v.make ?? '',
    vehicle_model: v.model ?? '',
    vehicle_year: v.year ?? '',
    vin: v.vin ?? null,
    license_plate: v.plate ?? null,
    tracking_token_hash: '',
    created_at: AT,
    updated_at: AT,
  });
  return id;
}

async function user(db: Db, email: string): Promise<number> {
  const [row] = (await db('users')
    .insert({ email, first_name: email.split('@')[0], created_at: AT, updated_at: AT })
    .returning('id')) as ({ id: number } | number)[];
  return typeof row === 'number' ? row : Number(row!.id);
}

describe('migration 015: customers and vehicles from the rows already there', () => {
  it('when run on the demo data, then no row is lost and every appointment and inspection has a car', async () => {
    const db = await beforeVehicles();
    await seedDemo(db, shop, { appointments: 400, requests: 40, customers: 60, today: '2026-03-09' });
    const [first] = (await db('appointments').orderBy('id').limit(2).select('id')) as { id: number }[];
    await db('inspections').insert({ id: 'insp-1', appointment_id: first!.id, created_at: AT, updated_at: AT });
    const entry = {
      date: '2026-03-12',
      slot_type: 'hourly',
      service_ids_json: '[1]',
      phone: '510 555 0101',
      created_at: AT,
      updated_at: AT,
    };
    await db('waitlist_entries').insert([
      {
        ...entry,
        name: 'Wen Li',
        email: 'wen@example.com',
        vehicle_json: '{"make":"Kia","model":"Soul","year":"2015"}',
      },
      { ...entry, name: 'Zoe', email: 'zoe@example.com', vehicle_json: null },
    ]);
    const tables = ['appointments', 'appointment_requests', 'waitlist_entries', 'inspections', 'appointment_services'];
    const before = await Promise.all(tables.map((t) => count(db, t)));

    const report = await toLatest(db);

    expect(await Promise.all(tables.map((t) => count(db, t)))).toEqual(before);
    expect(before[0]).toBe(400);
    const pointless = await db('appointments').whereNull('vehicle_id').orWhereNull('customer_id').count({ n: '*' });
    expect(Number((pointless as { n: number }[])[0]!.n)).toBe(0);
    expect(await count(db, 'customers')).toBe(report.customers);
    expect(await count(db, 'vehicles')).toBe(report.vehicles);
    const inspection = await db('inspections')
      .join('appointments', 'appointments.id', 'inspections.appointment_id')
      .first(
        'inspections.vehicle_id as iv',
        'appointments.vehicle_id as av',
        'inspections.customer_id as ic',
        'appointments.customer_id as ac',
      );
    expect(inspection.iv).toBe(inspection.av);
    expect(inspection.ic).toBe(inspection.ac);
    const entries = (await db('waitlist_entries').orderBy('id').select('customer_id', 'vehicle_id')) as {
      customer_id: number;
      vehicle_id: number | null;
    }[];
    expect(entries.map((e) => [e.customer_id !== null, e.vehicle_id !== null])).toEqual([
      [true, true],
      [true, false],
    ]);
  });

  it('when customers typed no real VIN ("N/A", a wrong check digit), then their cars stay apart', async () => {
    const db = await beforeVehicles();
    const ana = await user(db, 'ana@example.com');
    const ben = await user(db, 'ben@example.com');
    const anas = await appointment(db, ana, { make: 'Honda', model: 'Civic', year: '2015', vin: 'N/A' });
    const bens = await appointment(db, ben, { make: 'Ford', model: 'Focus', year: '2012', vin: 'n/a' });
    const wrong = await appointment(db, ben, { make: 'Kia', model: 'Rio', year: '2019', vin: '1HGCM82643A004352' });

    const report = await toLatest(db);

    const cars = await db('appointments').whereIn('id', [anas, bens, wrong]).orderBy('id').pluck('vehicle_id');
    expect(new Set(cars).size).toBe(3);
    expect(report.merges).toEqual([]);
    expect(await db('vehicles').whereNotNull('vin').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('when the same car was typed several ways, then exactly those rows become one car, and each merge is told', async () => {
    const db = await beforeVehicles();
    const ana = await user(db, 'ana@example.com');
    const ben = await user(db, 'ben@example.com');
    const vin1 = await appointment(db, ana, { make: 'Honda', model: 'Accord', year: '2003', vin: '1HGCM82633A004352' });
    const vin2 = await appointment(db, ana, {
      make: 'Honda',
      model: 'Accord',
      year: '2003',
      vin: '1hgcm 82633a004352',
    });
    const plate1 = await appointment(db, ana, { make: 'Toyota', model: 'Corolla', year: '2010', plate: '7ABC123' });
    const plate2 = await appointment(db, ana, { make: 'Toyota', model: 'Corolla', year: '2010', plate: '7 abc-123' });
    const model1 = await appointment(db, ana, { make: 'Ford', model: 'F-150', year: '2018' });
    const model2 = await appointment(db, ana, { make: 'ford', model: 'F-150 ', year: '2018' });
    const bens = await appointment(db, ben, { make: 'Toyota', model: 'Corolla', year: '2010', plate: '7ABC123' });
    const blank = await appointment(db, ben, {});
    const request = {
      first_name: 'Ben',
      last_name: '',
      phone: '',
      service_needed: '[]',
      created_at: AT,
      updated_at: AT,
    };
    for (const row of [
      { ...request, id: 1, email: 'BEN@example.com', license_plate: '7abc 123' },
      { ...request, id: 2, email: 'ben@example.com' },
      { ...request, id: 3, email: 'cleo@example.com', first_name: 'Cleo', vehicle_make: 'Mazda' },
    ])
      await db('appointment_requests').insert(row);

    const report = await toLatest(db);

    const car = async (id: number) =>
      Number(((await db('appointments').where({ id }).first('vehicle_id')) as { vehicle_id: number }).vehicle_id);
    expect(report.merges).toEqual([
      `vehicle ${await car(vin1)} (2003 Honda Accord): appointment ${vin1}, appointment ${vin2} (same VIN)`,
      `vehicle ${await car(plate1)} (2010 Toyota Corolla, plate 7ABC123): appointment ${plate1}, appointment ${plate2} (same plate)`,
      `vehicle ${await car(model1)} (2018 Ford F-150): appointment ${model1}, appointment ${model2} (same make, model and year)`,
      `vehicle ${await car(bens)} (2010 Toyota Corolla, plate 7ABC123): appointment ${bens}, request 1 (same plate)`,
    ]);
    expect(await car(bens)).not.toBe(await car(plate1));
    expect(report).toMatchObject({ customers: 3, vehicles: 6 });
    expect(
      await db('vehicles')
        .where({ id: await car(vin1) })
        .first('vin'),
    ).toEqual({ vin: '1HGCM82633A004352' });
    expect(
      await db('vehicles')
        .where({ id: await car(blank) })
        .first('make', 'plate'),
    ).toEqual({ make: '', plate: '' });
    const customers = (await db('customers').orderBy('id').select('id', 'user_id', 'email')) as {
      id: number;
      user_id: number | null;
      email: string;
    }[];
    expect(customers.map((c) => [c.user_id, c.email])).toEqual([
      [ana, 'ana@example.com'],
      [ben, 'ben@example.com'],
      [null, 'cleo@example.com'],
    ]);
    const requests = (await db('appointment_requests').orderBy('id').select('customer_id', 'vehicle_id')) as {
      customer_id: number;
      vehicle_id: number | null;
    }[];
    expect(requests).toEqual([
      { customer_id: customers[1]!.id, vehicle_id: await car(bens) },
      { customer_id: customers[1]!.id, vehicle_id: null },
      { customer_id: customers[2]!.id, vehicle_id: expect.any(Number) },
    ]);
  });
});
