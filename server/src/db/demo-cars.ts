import type { Knex } from 'knex';
import { phoneDigits } from '@shop/shared/appointments/phone-search';
import { phoneE164 } from '@shop/shared/texts/phone-e164';

/** A demo car as an appointment's columns: the typed snapshot and the records it points at. */
export interface DemoCarColumns {
  vehicle_make: string;
  vehicle_model: string;
  vehicle_year: string;
  vin: null;
  license_plate: string;
  customer_id: number;
  vehicle_id: number;
}

interface Person {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
}

const chunks = <T>(list: T[], size = 400): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/**
 * Gives each demo person a customer record and one or two cars (a car comes back visit after
 * visit, as in a real shop), when the database has those tables; null on a database from before
 * migration 015, whose rows the migration itself points.
 */
export async function demoCars(
  trx: Knex,
  people: Person[],
  cars: readonly [string, string][],
  rand: () => number,
  now: string,
): Promise<Map<number, DemoCarColumns[]> | null> {
  if (!(await trx.schema.hasTable('customers'))) return null;
  const stamp = { created_at: now, updated_at: now };
  for (const part of chunks(people))
    await trx('customers')
      .insert(
        part.map((p) => ({
          user_id: p.id,
          email: p.email.toLowerCase(),
          first_name: p.first_name,
          last_name: p.last_name,
          phone: p.phone,
          phone_digits: phoneDigits(p.phone),
          phone_e164: phoneE164(p.phone),
          ...stamp,
        })),
      )
      .onConflict('email')
      .ignore();
  const customerOf = new Map<number, number>();
  for (const part of chunks(people.map((p) => p.id)))
    for (const c of (await trx('customers').whereIn('user_id', part).select('id', 'user_id')) as {
      id: number;
      user_id: number;
    }[])
      customerOf.set(Number(c.user_id), Number(c.id));
  const made = people.flatMap((p) =>
    Array.from({ length: rand() < 0.3 ? 2 : 1 }, (_, k) => {
      const [make, model] = cars[Math.floor(rand() * cars.length)]!;
      const plate = `${k + 1}DM${String(p.id).padStart(5, '0')}`;
      const year = String(2005 + Math.floor(rand() * 20));
      return { customer_id: customerOf.get(p.id)!, make, model, year, plate, plate_key: plate, ...stamp };
    }),
  );
  for (const part of chunks(made, 200)) await trx('vehicles').insert(part);
  const byUser = new Map<number, DemoCarColumns[]>();
  const userOf = new Map([...customerOf].map(([user, customer]) => [customer, user]));
  for (const part of chunks([...customerOf.values()]))
    for (const v of (await trx('vehicles')
      .whereIn('customer_id', part)
      .select('id', 'customer_id', 'make', 'model', 'year', 'plate')) as Record<string, string | number>[]) {
      const user = userOf.get(Number(v.customer_id))!;
      byUser.set(user, [
        ...(byUser.get(user) ?? []),
        {
          vehicle_make: String(v.make),
          vehicle_model: String(v.model),
          vehicle_year: String(v.year),
          vin: null,
          license_plate: String(v.plate),
          customer_id: Number(v.customer_id),
          vehicle_id: Number(v.id),
        },
      ]);
    }
  return byUser;
}

/** Points the demo's requests at a customer of their email (made, with the name typed, when new); they typed no car. */
export async function demoRequestCustomers(
  trx: Knex,
  requests: { email: string; first_name: string; last_name: string; phone: string }[],
  now: string,
): Promise<void> {
  if (!(await trx.schema.hasTable('customers'))) return;
  const emails = requests.map((r) => r.email);
  for (const part of chunks(requests))
    await trx('customers')
      .insert(
        part.map((r) => ({
          email: r.email,
          first_name: r.first_name,
          last_name: r.last_name,
          phone: r.phone,
          phone_digits: phoneDigits(r.phone),
          phone_e164: phoneE164(r.phone),
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflict('email')
      .ignore();
  await trx('appointment_requests')
    .whereNull('customer_id')
    .whereIn('email', emails)
    .update({
      customer_id: trx('customers').select('id').where('customers.email', trx.ref('appointment_requests.email')),
    });
}
