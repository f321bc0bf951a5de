import type { Knex } from 'knex';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import { orderIdOf } from '@shop/shared/bookings/ics';
import type { DayOccupancy } from '@shop/shared/bookings/slot-rules';

/** An appointments row joined with its customer's ghost flag. */
export interface AppointmentRow {
  id: number;
  user_id: number;
  service_id: number;
  date: string;
  start_time: string;
  end_time: string;
  status: Appointment['status'];
  notes: string;
  is_ghost_slot: number | boolean;
  is_drop_off: number | boolean;
  bay: number | null;
  payment_option: Appointment['payment_option'];
  payment_status: string;
  total_cents: number;
  discount_cents: number;
  contact_first_name: string;
  contact_last_name: string;
  contact_email: string;
  contact_phone: string;
  vehicle_make: string;
  vehicle_model: string;
  vehicle_year: string;
  vin: string | null;
  license_plate: string | null;
  tracking_token_hash: string;
  estimated_completion: string | null;
  request_id: number | null;
  version: number;
  created_at: string;
  updated_at: string;
  user_is_ghost: number | boolean;
}

export const appointmentColumns = ['a.*', 'u.is_ghost as user_is_ghost'];

export function selectAppointments(db: Knex): Knex.QueryBuilder {
  return db('appointments as a').join('users as u', 'u.id', 'a.user_id').select(appointmentColumns);
}

/** What one day already holds: bookings per hourly start, and drop-offs. */
export async function occupancyOf(db: Knex, date: string, excludeId?: number): Promise<DayOccupancy> {
  const q = db('appointments')
    .where({ date })
    .whereNotNull('bay')
    .select('start_time', 'is_ghost_slot')
    .count({ n: '*' })
    .groupBy('start_time', 'is_ghost_slot');
  if (excludeId) q.whereNot({ id: excludeId });
  const rows = (await q) as unknown as { start_time: string; is_ghost_slot: number; n: number }[];
  const hourly = new Map<string, number>();
  let dropOffs = 0;
  for (const r of rows) {
    if (r.is_ghost_slot) dropOffs += Number(r.n);
    else hourly.set(r.start_time, Number(r.n));
  }
  return { hourly, dropOffs };
}

/** One day's bookings that hold a bay or drop-off place: occupancy and free units, in one query. */
export async function dayState(db: Knex, date: string) {
  const rows = (await db('appointments').where({ date }).whereNotNull('bay').select('start_time', 'is_ghost_slot', 'bay')) as {
    start_time: string;
    is_ghost_slot: number;
    bay: number;
  }[];
  const hourly = new Map<string, number>();
  let dropOffs = 0;
  for (const r of rows) {
    if (r.is_ghost_slot) dropOffs += 1;
    else hourly.set(r.start_time, (hourly.get(r.start_time) ?? 0) + 1);
  }
  const freeUnit = (ghost: boolean, start: string, max: number): number | null => {
    const taken = new Set(rows.filter((r) => Boolean(r.is_ghost_slot) === ghost && (ghost || r.start_time === start)).map((r) => r.bay));
    for (let unit = 1; unit <= max; unit += 1) if (!taken.has(unit)) return unit;
    return null;
  };
  return { occupancy: { hourly, dropOffs } as DayOccupancy, freeUnit };
}

/** Occupancy of every day in a range, in one query. */
export async function occupancyOfRange(db: Knex, from: string, to: string): Promise<Map<string, DayOccupancy>> {
  const rows = (await db('appointments')
    .whereBetween('date', [from, to])
    .whereNotNull('bay')
    .select('date', 'start_time', 'is_ghost_slot')
    .count({ n: '*' })
    .groupBy('date', 'start_time', 'is_ghost_slot')) as unknown as {
    date: string;
    start_time: string;
    is_ghost_slot: number;
    n: number;
  }[];
  const days = new Map<string, { hourly: Map<string, number>; dropOffs: number }>();
  for (const r of rows) {
    const day = days.get(r.date) ?? { hourly: new Map<string, number>(), dropOffs: 0 };
    if (r.is_ghost_slot) day.dropOffs += Number(r.n);
    else day.hourly.set(r.start_time, Number(r.n));
    days.set(r.date, day);
  }
  return days;
}

/** The lowest free capacity unit (bay, or drop-off place) in 1..max, or null when all are taken. */
export async function freeUnit(
  db: Knex,
  where: { date: string; start_time?: string; ghost: boolean },
  max: number,
  excludeId?: number,
): Promise<number | null> {
  const q = db('appointments')
    .where({ date: where.date, is_ghost_slot: where.ghost })
    .whereNotNull('bay')
    .pluck('bay');
  if (where.start_time) q.where({ start_time: where.start_time });
  if (excludeId) q.whereNot({ id: excludeId });
  const taken = new Set((await q) as number[]);
  for (let unit = 1; unit <= max; unit += 1) if (!taken.has(unit)) return unit;
  return null;
}

export interface LineRow {
  appointment_id: number;
  service_id: number;
  name: string;
  price_cents: number;
  original_price_cents: number;
}

async function linesOf(db: Knex, ids: number[]): Promise<Map<number, LineRow[]>> {
  const byAppointment = new Map<number, LineRow[]>();
  if (ids.length === 0) return byAppointment;
  const rows: LineRow[] = [];
  // SQLite limits bound parameters; 500 per query stays far below it.
  for (let i = 0; i < ids.length; i += 500) {
    rows.push(
      ...((await db('appointment_services as s')
        .join('services as c', 'c.id', 's.service_id')
        .whereIn('s.appointment_id', ids.slice(i, i + 500))
        .orderBy(['s.appointment_id', 's.position'])
        .select('s.appointment_id', 's.service_id', 'c.name', 's.price_cents', 's.original_price_cents')) as LineRow[]),
    );
  }
  for (const r of rows) {
    const list = byAppointment.get(r.appointment_id) ?? [];
    list.push(r);
    byAppointment.set(r.appointment_id, list);
  }
  return byAppointment;
}

export function toAppointmentDto(row: AppointmentRow, lines: LineRow[]): Appointment {
  const services = lines.map((l) =>
    l.price_cents < l.original_price_cents
      ? { id: l.service_id, name: l.name, price: l.price_cents / 100, originalPrice: l.original_price_cents / 100 }
      : { id: l.service_id, name: l.name, price: l.price_cents / 100 },
  );
  return {
    id: row.id,
    order_id: orderIdOf(row.id, row.date),
    service_id: row.service_id,
    service_type: services.map((s) => s.name).join(', '),
    services,
    date: row.date,
    start_time: row.start_time,
    end_time: row.end_time,
    status: row.status,
    notes: row.notes,
    is_ghost_slot: Boolean(row.is_ghost_slot),
    is_drop_off: Boolean(row.is_drop_off),
    payment_option: row.payment_option,
    payment_status: row.payment_status,
    total_price: row.total_cents / 100,
    discount: row.discount_cents / 100,
    estimated_completion: row.estimated_completion,
    request_id: row.request_id,
    user: {
      id: row.user_id,
      name: `${row.contact_first_name} ${row.contact_last_name}`.trim(),
      email: row.contact_email,
      phone: row.contact_phone,
      is_ghost: Boolean(row.user_is_ghost),
    },
    vehicle: {
      make: row.vehicle_make,
      model: row.vehicle_model,
      year: row.vehicle_year,
      vin: row.vin,
      license: row.license_plate,
    },
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Rows to API objects, with their priced service lines. */
export async function toAppointmentDtos(db: Knex, rows: AppointmentRow[]): Promise<Appointment[]> {
  const lines = await linesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toAppointmentDto(r, lines.get(r.id) ?? []));
}

export async function findAppointment(db: Knex, id: number): Promise<AppointmentRow | undefined> {
  return selectAppointments(db).where('a.id', id).first();
}

export async function loadAppointmentDto(db: Knex, id: number): Promise<Appointment | null> {
  const row = await findAppointment(db, id);
  return row ? (await toAppointmentDtos(db, [row]))[0] : null;
}

export async function addEvent(db: Knex, appointmentId: number, kind: string, message: string, at: Date): Promise<void> {
  await db('appointment_events').insert({ appointment_id: appointmentId, kind, message, created_at: at.toISOString() });
}
