import type { Knex } from 'knex';
import type { CompletedVisit } from '@shop/shared/maintenance/car-due';
import type { OdometerUnit } from '@shop/shared/vehicles/vehicle.schema';

/**
 * What the due rule needs of cars, one statement per kind whatever their number (no query per
 * car): one car for its page, every live car for the reminders' pass. `ids` undefined means all.
 */

const within = (q: Knex.QueryBuilder, column: string, ids: number[] | undefined) =>
  ids === undefined ? q : q.whereIn(column, ids);

export interface LiveCarRow {
  id: number;
  customer_id: number;
  year: string;
  make: string;
  model: string;
  odometer_unit: OdometerUnit;
  created_at: string;
  email: string;
  first_name: string;
  phone: string;
  opted_out: boolean;
}

/** Cars neither archived nor merged, with their owner's contact and whether she opted out of reminders. */
export async function liveCars(db: Knex, ids?: number[]): Promise<LiveCarRow[]> {
  const q = db('vehicles as v')
    .join('customers as c', 'c.id', 'v.customer_id')
    .leftJoin('reminder_opt_outs as o', 'o.email', 'c.email')
    .where('v.archived', false)
    .whereNull('v.merged_into')
    .select(
      'v.id',
      'v.customer_id',
      'v.year',
      'v.make',
      'v.model',
      'v.odometer_unit',
      'v.created_at',
      'c.email',
      'c.first_name',
      'c.phone',
      'o.email as opt_out_email',
    );
  const rows = (await within(q, 'v.id', ids)) as (Omit<LiveCarRow, 'opted_out'> & { opt_out_email: string | null })[];
  return rows.map(({ opt_out_email, ...r }) => ({
    ...r,
    id: Number(r.id),
    customer_id: Number(r.customer_id),
    opted_out: opt_out_email !== null,
  }));
}

export interface CarReadingRow {
  vehicle_id: number;
  value: number;
  recorded_at: string;
  appointment_id: number | null;
}

export async function carReadings(db: Knex, ids?: number[]): Promise<CarReadingRow[]> {
  const q = db('vehicle_readings').select('vehicle_id', 'value', 'recorded_at', 'appointment_id');
  return ((await within(q, 'vehicle_id', ids)) as CarReadingRow[]).map((r) => ({
    ...r,
    vehicle_id: Number(r.vehicle_id),
    value: Number(r.value),
    appointment_id: r.appointment_id === null ? null : Number(r.appointment_id),
  }));
}

/** Completed visits of the cars, with the services each included. */
export async function completedVisits(db: Knex, ids?: number[]): Promise<(CompletedVisit & { vehicle_id: number })[]> {
  const q = db('appointments as a')
    .join('appointment_services as s', 's.appointment_id', 'a.id')
    .where('a.status', 'completed')
    .whereNotNull('a.vehicle_id')
    .select('a.id', 'a.vehicle_id', 'a.date', 's.service_id');
  const rows = (await within(q, 'a.vehicle_id', ids)) as {
    id: number;
    vehicle_id: number;
    date: string;
    service_id: number;
  }[];
  const byId = new Map<number, CompletedVisit & { vehicle_id: number; service_ids: number[] }>();
  for (const r of rows) {
    const id = Number(r.id);
    const visit = byId.get(id) ?? {
      appointment_id: id,
      vehicle_id: Number(r.vehicle_id),
      date: r.date,
      service_ids: [],
    };
    visit.service_ids.push(Number(r.service_id));
    byId.set(id, visit);
  }
  return [...byId.values()];
}

/** Booked services of the cars from `today` on (a visit still to come): "vehicle:service" keys. */
export async function bookedServices(db: Knex, today: string, ids?: number[]): Promise<Set<string>> {
  const q = db('appointments as a')
    .join('appointment_services as s', 's.appointment_id', 'a.id')
    .where('a.date', '>=', today)
    .whereIn('a.status', ['scheduled', 'confirmed', 'pending'])
    .whereNotNull('a.vehicle_id')
    .select('a.vehicle_id', 's.service_id');
  const rows = (await within(q, 'a.vehicle_id', ids)) as { vehicle_id: number; service_id: number }[];
  return new Set(rows.map((r) => `${Number(r.vehicle_id)}:${Number(r.service_id)}`));
}

/** Every service's name by id, for due lines and reminders. */
export async function serviceNames(db: Knex): Promise<Map<number, string>> {
  const rows = (await db('services').select('id', 'name')) as { id: number; name: string }[];
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}
