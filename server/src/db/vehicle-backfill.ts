import type { Knex } from 'knex';
import { mergeLines, planBackfill, type KnownUsers, type TypedRow } from './vehicle-backfill-plan.ts';

/** What the backfill made, and one line per car several rows became. */
export interface BackfillReport {
  customers: number;
  vehicles: number;
  merges: string[];
}

type Text = string | null;
const text = (v: Text) => v ?? '';

/** Splits a waitlist entry's one name field the way a booking's contact name is split: first word, then the rest. */
function splitName(name: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}

const VEHICLE_COLUMNS = ['vehicle_make', 'vehicle_model', 'vehicle_year', 'vin', 'license_plate'];
type Typed = Record<string, Text | number>;

const typedVehicle = (r: Typed) => ({
  make: text(r.vehicle_make as Text),
  model: text(r.vehicle_model as Text),
  year: text(r.vehicle_year as Text),
  vin: r.vin as Text,
  plate: text(r.license_plate as Text),
});

const typedContact = (r: Typed) => ({
  email: text(r.email as Text),
  first_name: text(r.first_name as Text),
  last_name: text(r.last_name as Text),
  phone: text(r.phone as Text),
});

/** Appointments and requests, read with the same column names. */
async function bookedRows(knex: Knex): Promise<TypedRow[]> {
  const appointments = (await knex('appointments')
    .orderBy('id')
    .select('id', 'user_id', ...VEHICLE_COLUMNS, {
      email: 'contact_email',
      first_name: 'contact_first_name',
      last_name: 'contact_last_name',
      phone: 'contact_phone',
    })) as Typed[];
  const requests = (await knex('appointment_requests')
    .orderBy('id')
    .select('id', 'email', 'first_name', 'last_name', 'phone', ...VEHICLE_COLUMNS)) as Typed[];
  return [
    ...appointments.map((a) => ({
      table: 'appointment' as const,
      id: Number(a.id),
      user_id: Number(a.user_id),
      contact: typedContact(a),
      vehicle: typedVehicle(a),
    })),
    ...requests.map((r) => ({
      table: 'request' as const,
      id: Number(r.id),
      user_id: null,
      contact: typedContact(r),
      vehicle: typedVehicle(r),
    })),
  ];
}

/** Waitlist entries: one name field, and the car as the booking body's `vehicle_info` JSON. */
async function waitlistRows(knex: Knex): Promise<TypedRow[]> {
  const entries = (await knex('waitlist_entries')
    .orderBy('id')
    .select('id', 'name', 'email', 'phone', 'vehicle_json')) as {
    id: number;
    name: string;
    email: string;
    phone: string;
    vehicle_json: string | null;
  }[];
  return entries.map((e) => {
    const v = (e.vehicle_json ? JSON.parse(e.vehicle_json) : {}) as Record<string, string | undefined>;
    return {
      table: 'waitlist entry' as const,
      id: Number(e.id),
      user_id: null,
      contact: { email: e.email, phone: e.phone, ...splitName(e.name) },
      vehicle: {
        make: v.make ?? '',
        model: v.model ?? '',
        year: v.year ?? '',
        vin: v.vin ?? null,
        plate: v.license ?? '',
      },
    };
  });
}

async function knownUsers(knex: Knex): Promise<KnownUsers> {
  const users = (await knex('users').orderBy('id').select('id', 'email', 'first_name', 'last_name', 'phone')) as {
    id: number;
    email: string;
    first_name: string;
    last_name: string;
    phone: string;
  }[];
  const byId = new Map(users.map((u) => [Number(u.id), { ...u, id: Number(u.id) }]));
  const byEmail = new Map<string, number>();
  for (const u of users) if (!byEmail.has(u.email.toLowerCase())) byEmail.set(u.email.toLowerCase(), Number(u.id));
  return { byId, byEmail };
}

/** Inserts rows into a table made empty by this migration and answers their ids in the order given. */
async function insertInOrder(knex: Knex, table: string, rows: Record<string, unknown>[]): Promise<number[]> {
  if (rows.length === 0) return [];
  // The table is new and written by this transaction alone, so ids follow the insert order.
  await knex.batchInsert(table, rows, 200);
  const ids = ((await knex(table).orderBy('id').select('id')) as { id: number }[]).map((r) => Number(r.id));
  if (ids.length !== rows.length)
    throw new Error(`migration 015: ${table} has ${ids.length} rows, ${rows.length} made`);
  return ids;
}

const TABLE_OF = { appointment: 'appointments', request: 'appointment_requests', 'waitlist entry': 'waitlist_entries' };

/**
 * Makes the customers and cars of the rows already there and points every appointment, request,
 * waitlist entry and inspection at them. Rows are grouped by (customer, car) so an update serves
 * many rows at once.
 */
export async function backfillVehicles(knex: Knex): Promise<BackfillReport> {
  const plan = planBackfill([...(await bookedRows(knex)), ...(await waitlistRows(knex))], await knownUsers(knex));
  const at = new Date().toISOString();
  const customerIds = await insertInOrder(
    knex,
    'customers',
    plan.customers.map(({ key: _key, ...c }) => ({ ...c, created_at: at, updated_at: at })),
  );
  const carIds = await insertInOrder(
    knex,
    'vehicles',
    plan.cars.map((c) => ({
      customer_id: customerIds[c.customer_id],
      vin: c.vin,
      plate: c.plate,
      plate_key: c.plate_key,
      make: c.make,
      model: c.model,
      year: c.year,
      created_at: at,
      updated_at: at,
    })),
  );
  const groups = new Map<string, { table: string; customer_id: number; vehicle_id: number | null; ids: number[] }>();
  for (const point of plan.points) {
    const vehicleId = point.car === null ? null : carIds[point.car]!;
    const group = `${point.table}|${point.customer}|${vehicleId}`;
    const g = groups.get(group) ?? {
      table: TABLE_OF[point.table],
      customer_id: customerIds[point.customer]!,
      vehicle_id: vehicleId,
      ids: [],
    };
    g.ids.push(point.id);
    groups.set(group, g);
  }
  for (const g of groups.values())
    for (let i = 0; i < g.ids.length; i += 500)
      await knex(g.table)
        .whereIn('id', g.ids.slice(i, i + 500))
        .update({ customer_id: g.customer_id, vehicle_id: g.vehicle_id });
  // An inspection is of its appointment's car.
  for (const column of ['customer_id', 'vehicle_id'])
    await knex('inspections').update({
      [column]: knex('appointments').select(column).where('appointments.id', knex.ref('inspections.appointment_id')),
    });
  return { customers: customerIds.length, vehicles: carIds.length, merges: mergeLines(plan, carIds) };
}
