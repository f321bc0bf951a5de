import type { Knex } from 'knex';
import { phoneDigits } from '@shop/shared/appointments/phone-search';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import { bookingMessages } from '@shop/shared/bookings/messages';
import type { SlotType } from '@shop/shared/bookings/slot-rules';
import { dialectOf, isUniqueViolation } from '../db/dialect.ts';
import { AppError } from '../http/app-error.ts';
import { deleteVersioned, updateVersioned } from '../db/versioned-update.ts';
import { eventRow, type NewEvent } from './appointment-events.repository.ts';
import { insertIntoFreeUnit as insertFree, LIVE_HOLD_STATUSES, type UnitClaim } from '../db/unit-claims.ts';

/** An appointments row joined with its customer's ghost flag. Money in cents. */
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
  /** The slot rules the appointment was booked under; a customer's move keeps to them. */
  slot_type: SlotType;
  bay: number | null;
  payment_option: Appointment['payment_option'];
  payment_status: string;
  total_cents: number;
  discount_cents: number;
  /** What a cancellation cost (0 when free); null while not cancelled by the customer's rule. */
  cancellation_fee_cents: number | null;
  /** How often the customer moved it themselves. */
  customer_moves: number;
  /** ISO instant: the start it had when its customer moved it inside the fee window (see feeReferenceAfterMove). */
  fee_reference_start: string | null;
  contact_first_name: string;
  contact_last_name: string;
  contact_email: string;
  contact_phone: string;
  /** The phone's digits alone, for admin search (see contactPhone). */
  contact_phone_digits: string;
  vehicle_make: string;
  vehicle_model: string;
  vehicle_year: string;
  vin: string | null;
  license_plate: string | null;
  tracking_token_hash: string;
  estimated_completion: string | null;
  request_id: number | null;
  /** The customer and car records it points at; the contact and vehicle columns are the snapshot typed. */
  customer_id: number | null;
  vehicle_id: number | null;
  version: number;
  created_at: string;
  updated_at: string;
  user_is_ghost: number | boolean;
}

/** The columns a phone is written to: the phone as typed and its digits, always together. */
export const contactPhone = (phone: string) => ({ contact_phone: phone, contact_phone_digits: phoneDigits(phone) });

export type NewAppointmentRow = Omit<
  AppointmentRow,
  | 'id'
  | 'status'
  | 'estimated_completion'
  | 'version'
  | 'user_is_ghost'
  | 'cancellation_fee_cents'
  | 'customer_moves'
  | 'fee_reference_start'
>;

/** One priced service of an appointment, in cents. */
export interface LineRow {
  appointment_id: number;
  service_id: number;
  name: string;
  price_cents: number;
  original_price_cents: number;
  position: number;
}

/** A booking that holds a capacity unit (bay, or drop-off place) on a day. */
export interface HeldUnit {
  date: string;
  start_time: string;
  is_ghost_slot: number | boolean;
  bay: number;
}

/**
 * The one place a refused write of a bay is recognised: the partial UNIQUE indexes on
 * (date, start_time, bay) and (date, bay) catch any race the capacity check could miss.
 */
async function guardSlot<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (isUniqueViolation(err, 'appointments'))
      throw new AppError(409, 'slot_unavailable', bookingMessages.slotUnavailable);
    throw err;
  }
}

export function selectAppointments(db: Knex): Knex.QueryBuilder {
  return db('appointments as a').join('users as u', 'u.id', 'a.user_id').select(['a.*', 'u.is_ghost as user_is_ghost']);
}

export async function findAppointment(db: Knex, id: number): Promise<AppointmentRow | undefined> {
  return selectAppointments(db).where('a.id', id).first();
}

/**
 * The appointment, its row locked until the transaction ends, so a change that depends on its
 * status (an estimate answered or sent) cannot commit beside a cancel. PostgreSQL only: SQLite
 * runs one write transaction at a time.
 */
export async function findAppointmentLocked(trx: Knex, id: number): Promise<AppointmentRow | undefined> {
  if (dialectOf(trx) === 'pg') await trx('appointments').where({ id }).forUpdate().select('id');
  return findAppointment(trx, id);
}

/**
 * The occupancy reader: every unit held from `from` to `to`, by bookings (leaving one appointment
 * out if asked) and by live waitlist offers, as the capacity statement counts them.
 */
export async function heldUnits(db: Knex, from: string, to: string, excludeId?: number): Promise<HeldUnit[]> {
  const q = db('appointments')
    .whereBetween('date', [from, to])
    .whereNotNull('bay')
    .select('date', 'start_time', 'is_ghost_slot', 'bay');
  if (excludeId !== undefined) q.whereNot({ id: excludeId });
  // One statement for both tables: a month's availability is one round trip, not two. Unwrapped,
  // as SQLite takes no parentheses around the parts of a UNION.
  q.unionAll((holds) => {
    void holds
      .from('waitlist_holds')
      .whereBetween('date', [from, to])
      .whereIn('status', LIVE_HOLD_STATUSES)
      .select('date', 'start_time', 'is_ghost_slot', 'bay');
  });
  return (await q) as HeldUnit[];
}

/** The capacity rule itself is one statement in db/unit-claims.ts. */
export { lowestFreeUnit, type UnitClaim } from '../db/unit-claims.ts';

/**
 * Inserts a new appointment into the lowest free unit (check and insert in one statement), with
 * its service lines and its first timeline entry (in that statement too on PostgreSQL). Null
 * when the slot is full; a unit taken meanwhile is 409 slot_unavailable.
 */
export async function insertIntoFreeUnit(
  trx: Knex,
  row: Omit<NewAppointmentRow, 'bay'>,
  lines: Omit<LineRow, 'appointment_id' | 'name'>[],
  claim: UnitClaim,
  firstEvent: NewEvent,
): Promise<{ id: number; bay: number } | null> {
  return guardSlot(
    insertFree(trx, row, claim, 'appointments', [
      { table: 'appointment_services', key: 'appointment_id', rows: lines },
      { table: 'appointment_events', key: 'appointment_id', rows: [eventRow(firstEvent)] },
    ]),
  );
}

/**
 * Writes changed columns as the next version, compare-and-set on the version read; a taken unit is
 * 409 slot_unavailable. The new version, or null when the row moved on meanwhile (nothing written).
 */
export async function updateAppointment(
  trx: Knex,
  row: Pick<AppointmentRow, 'id' | 'version'>,
  changes: Partial<AppointmentRow>,
  now: Date,
): Promise<number | null> {
  return guardSlot(updateVersioned(trx, 'appointments', row, changes, now));
}

/**
 * Counts one more move by the customer, unless `limit` are counted already: one statement checks
 * and counts, so two moves at once cannot both take the last one. False when the limit is reached.
 */
export async function countCustomerMove(trx: Knex, id: number, limit: number): Promise<boolean> {
  const counted = await trx('appointments')
    .where({ id })
    .where('customer_moves', '<', limit)
    .increment('customer_moves', 1);
  return counted === 1;
}

/** Removes the appointment as read (compare-and-set); false when it moved on meanwhile. */
export async function removeAppointment(trx: Knex, row: Pick<AppointmentRow, 'id' | 'version'>): Promise<boolean> {
  return deleteVersioned(trx, 'appointments', row);
}

export async function serviceIdsOf(db: Knex, id: number): Promise<number[]> {
  return (await db('appointment_services')
    .where({ appointment_id: id })
    .orderBy('position')
    .pluck('service_id')) as number[];
}

/** The priced service lines of many appointments, by appointment id. */
export async function linesOf(db: Knex, ids: number[]): Promise<Map<number, LineRow[]>> {
  const byAppointment = new Map<number, LineRow[]>();
  // SQLite limits bound parameters; 500 per query stays far below it.
  for (let i = 0; i < ids.length; i += 500) {
    const rows = (await db('appointment_services as s')
      .join('services as c', 'c.id', 's.service_id')
      .whereIn('s.appointment_id', ids.slice(i, i + 500))
      .orderBy(['s.appointment_id', 's.position'])
      .select(
        's.appointment_id',
        's.service_id',
        'c.name',
        's.price_cents',
        's.original_price_cents',
        's.position',
      )) as LineRow[];
    for (const r of rows) byAppointment.set(r.appointment_id, [...(byAppointment.get(r.appointment_id) ?? []), r]);
  }
  return byAppointment;
}
