import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { phoneDigits } from '@shop/shared/appointments/phone-search';
import { quoteCents } from '@shop/shared/bookings/pricing';
import { REQUEST_SERVICE_OPTIONS } from '@shop/shared/requests/messages';
import { addDays, weekdayOf } from '@shop/shared/time/shop-time';
import type { ShopConfig } from '@shop/shared/shop/shop-config.schema';
import { CATALOG, catalogRows } from '@shop/shared/services/catalog-seed';
import { demoCars, demoRequestCustomers } from './demo-cars.ts';

const FIRST = [
  'Ana',
  'Ben',
  'Carla',
  'Dev',
  'Elena',
  'Farid',
  'Grace',
  'Hiro',
  'Ines',
  'Jamal',
  'Kim',
  'Luis',
  'Maya',
  'Nico',
  'Olga',
  'Priya',
  'Quinn',
  'Rosa',
  'Sam',
  'Tariq',
  'Uma',
  'Victor',
  'Wen',
  'Ximena',
  'Yusuf',
  'Zoe',
];
const LAST = [
  'Lopez',
  'Nguyen',
  'Smith',
  'Garcia',
  'Chen',
  'Patel',
  'Johnson',
  'Kim',
  'Brown',
  'Rossi',
  'Okafor',
  'Silva',
  'Müller',
  'Cohen',
  'Singh',
];
const CARS: [string, string][] = [
  ['Toyota', 'Corolla'],
  ['Honda', 'Civic'],
  ['Ford', 'F-150'],
  ['Tesla', 'Model 3'],
  ['Subaru', 'Outback'],
  ['Chevrolet', 'Malibu'],
  ['Nissan', 'Altima'],
  ['BMW', '3 Series'],
  ['Hyundai', 'Elantra'],
  ['Mazda', 'CX-5'],
];
const STATUSES = ['completed', 'completed', 'completed', 'cancelled', 'scheduled'] as const;

/** A small deterministic random source, so a seed is repeatable. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export interface DemoSize {
  appointments: number;
  requests: number;
  customers: number;
  /** The shop-local date the data is centred on: about 3/4 of it lies before, 1/4 after. */
  today: string;
}

/**
 * Fills the database with a realistic shop: customers (some guests), appointments on open days
 * that respect bays and drop-off places, their priced services and events, and requests.
 * Bulk inserts in one transaction; returns how many of each it wrote.
 */
export async function seedDemo(
  db: Knex,
  shop: ShopConfig,
  size: DemoSize,
  seed = 42,
): Promise<{ appointments: number; requests: number; customers: number }> {
  const rand = rng(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const now = new Date().toISOString();
  const perDay = shop.hours.filter(Boolean).length > 0 ? 9 * shop.bays + shop.dropOffsPerDay : 1;
  const days = Math.ceil(((size.appointments / perDay) * 7) / 5 / 0.9) + 7;
  let day = addDays(size.today, -Math.round(days * 0.75));

  return db.transaction(async (trx) => {
    const existing = Number(((await trx('users').count({ n: '*' })) as { n: number }[])[0].n);
    const customers = Array.from({ length: size.customers }, (_, i) => {
      const first = pick(FIRST);
      const last = pick(LAST);
      return {
        email: `demo${existing + i}.${first.toLowerCase()}@example.com`,
        first_name: first,
        last_name: last,
        phone: `(510) 555-${String(1000 + (i % 9000)).padStart(4, '0')}`,
        role: 'user',
        is_ghost: rand() < 0.7,
        created_at: now,
        updated_at: now,
      };
    });
    await trx.batchInsert('users', customers, 200);
    const people = (await trx('users')
      .whereIn('email', customers.map((c) => c.email).slice(0, 500))
      .orWhere('id', '>', existing)
      .orderBy('id', 'desc')
      .limit(size.customers)
      .select('id', 'email', 'first_name', 'last_name', 'phone')) as {
      id: number;
      email: string;
      first_name: string;
      last_name: string;
      phone: string;
    }[];
    const owned = await demoCars(trx, people, CARS, rand, now);
    const catalog = catalogRows(shop.prices);
    const tokenHash = createHash('sha256').update(randomBytes(16)).digest('hex');

    let made = 0;
    let nextId = Number(((await trx('appointments').max({ m: 'id' })) as { m: number | null }[])[0].m ?? 0) + 1;
    const appts: Record<string, unknown>[] = [];
    const lines: Record<string, unknown>[] = [];
    const events: Record<string, unknown>[] = [];
    while (made < size.appointments) {
      if (shop.hours[weekdayOf(day)]) {
        const units: { start: string; bay: number; ghost: boolean }[] = [];
        for (let h = 9; h <= 17; h += 1)
          for (let b = 1; b <= shop.bays; b += 1)
            units.push({ start: `${String(h).padStart(2, '0')}:00`, bay: b, ghost: false });
        for (let b = 1; b <= shop.dropOffsPerDay; b += 1)
          units.push({ start: `${10 + Math.floor(rand() * 7)}:${rand() < 0.5 ? '00' : '30'}`, bay: b, ghost: true });
        for (const u of units) {
          if (made >= size.appointments || rand() > 0.9) continue;
          const services = rand() < 0.3 ? [1, 3] : [pick(CATALOG).id];
          const quote = quoteCents(catalog, services);
          const future = day >= size.today;
          const status = future ? 'scheduled' : pick(STATUSES);
          const [make, model] = pick(CARS);
          const cust = people[made % people.length];
          const theirs = owned?.get(cust.id);
          const car = theirs ? pick(theirs) : undefined;
          const id = nextId++;
          appts.push({
            id,
            user_id: cust.id,
            service_id: services[0],
            date: day,
            start_time: u.start,
            end_time: `${String(Number(u.start.slice(0, 2)) + 1).padStart(2, '0')}:${u.start.slice(3)}`,
            status,
            notes: '',
            is_ghost_slot: u.ghost,
            is_drop_off: u.ghost,
            slot_type: u.ghost ? 'dropoff' : 'hourly',
            bay: status === 'cancelled' ? null : u.bay,
            payment_option: 'inPerson',
            payment_status: 'pay_at_shop',
            total_cents: quote.total_cents,
            discount_cents: quote.discount_cents,
            contact_first_name: cust.first_name,
            contact_last_name: cust.last_name,
            contact_email: cust.email,
            contact_phone: cust.phone,
            contact_phone_digits: phoneDigits(cust.phone),
            vehicle_make: make,
            vehicle_model: model,
            vehicle_year: String(2005 + Math.floor(rand() * 20)),
            vin: null,
            license_plate: `${Math.floor(rand() * 9) + 1}ABC${String(made % 1000).padStart(3, '0')}`,
            ...car,
            tracking_token_hash: tokenHash,
            created_at: now,
            updated_at: now,
            version: 1,
          });
          quote.lines.forEach((l, position) =>
            lines.push({
              appointment_id: id,
              service_id: l.id,
              price_cents: l.price_cents,
              original_price_cents: l.original_price_cents,
              position,
            }),
          );
          events.push({ appointment_id: id, kind: 'created', message: 'Appointment booked', created_at: now });
          made += 1;
        }
      }
      day = addDays(day, 1);
    }
    await trx.batchInsert('appointments', appts, 100);
    await trx.batchInsert('appointment_services', lines, 300);
    await trx.batchInsert('appointment_events', events, 300);
    const requests = Array.from({ length: size.requests }, (_, i) => ({
      first_name: pick(FIRST),
      last_name: pick(LAST),
      email: `request${i}@example.com`,
      phone: '(510) 555-0100',
      service_needed: JSON.stringify([pick(REQUEST_SERVICE_OPTIONS)]),
      preferred_date: null,
      preferred_time: rand() < 0.5 ? 'Morning' : 'Afternoon',
      message: '',
      status: i < size.requests * 0.9 ? 'declined' : 'pending',
      created_at: now,
      updated_at: now,
    }));
    await trx.batchInsert('appointment_requests', requests, 200);
    await demoRequestCustomers(trx, requests, now);
    return { appointments: made, requests: size.requests, customers: size.customers };
  });
}
