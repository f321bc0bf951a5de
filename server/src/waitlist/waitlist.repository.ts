import type { Knex } from 'knex';
import type { WaitlistStatus } from '@shop/shared/waitlist/waitlist.schema';
import { LIVE_HOLD_STATUSES } from '../db/unit-claims.ts';
import type { DueRow } from '../jobs/due-rows.repository.ts';

export interface EntryRow {
  id: number;
  date: string;
  slot_type: 'sameday' | 'dropoff';
  service_ids_json: string;
  name: string;
  email: string;
  phone: string;
  vehicle_json: string | null;
  status: WaitlistStatus;
  appointment_id: number | null;
  customer_id: number | null;
  vehicle_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface HoldRow extends DueRow {
  entry_id: number;
  date: string;
  start_time: string;
  is_ghost_slot: number | boolean;
  bay: number;
  expires_at: string;
  created_at: string;
}

/** Statuses of an entry still on the list: waiting its turn, or holding an offer. */
export const ON_LIST: WaitlistStatus[] = ['waiting', 'offered'];

export async function insertEntry(trx: Knex, row: Omit<EntryRow, 'id' | 'status' | 'appointment_id'>): Promise<number> {
  const [made] = (await trx('waitlist_entries').insert(row).returning('id')) as { id: number }[];
  return Number(made.id);
}

export async function findEntry(db: Knex, id: number): Promise<EntryRow | undefined> {
  return db('waitlist_entries').where({ id }).first();
}

/** The entry of that email (stored in lower case) on the list for that day, if any: one per email per day. */
export async function entryOnListFor(db: Knex, date: string, email: string): Promise<EntryRow | undefined> {
  return db('waitlist_entries').where({ date, email: email.toLowerCase() }).whereIn('status', ON_LIST).first();
}

/** Place among the entries of the same day and type still on the list, in order of joining. */
export async function positionOf(db: Knex, e: Pick<EntryRow, 'id' | 'date' | 'slot_type'>): Promise<number> {
  const [{ n }] = (await db('waitlist_entries')
    .where({ date: e.date, slot_type: e.slot_type })
    .whereIn('status', ON_LIST)
    .where('id', '<=', e.id)
    .count({ n: '*' })) as { n: number | string }[];
  return Number(n);
}

/** Entries waiting for an offer on a day, first come first. */
export async function waitingEntries(db: Knex, date: string): Promise<EntryRow[]> {
  return db('waitlist_entries').where({ date, status: 'waiting' }).orderBy('id');
}

/** Days from `today` on where someone waits for an offer. */
export async function daysWithWaiting(db: Knex, today: string): Promise<string[]> {
  return (await db('waitlist_entries')
    .where({ status: 'waiting' })
    .where('date', '>=', today)
    .distinct('date')
    .orderBy('date')
    .pluck('date')) as string[];
}

/** Every entry of a day in order of joining, with its live hold's time (staff's list). */
export async function entriesOfDay(db: Knex, date: string): Promise<EntryRow[]> {
  return db('waitlist_entries').where({ date }).orderBy('id');
}

/** How many are on the list per day, from `from` to `to` (the calendar's counts). */
export async function countsByDay(db: Knex, from: string, to: string): Promise<Record<string, number>> {
  const rows = (await db('waitlist_entries')
    .whereBetween('date', [from, to])
    .whereIn('status', ON_LIST)
    .groupBy('date')
    .select('date')
    .count({ n: '*' })) as { date: string; n: number | string }[];
  return Object.fromEntries(rows.map((r) => [r.date, Number(r.n)]));
}

/** Moves an entry from one of `from` to `status`; false when it was not in any of them (a race lost). */
export async function moveEntry(
  trx: Knex,
  id: number,
  from: WaitlistStatus[],
  status: WaitlistStatus,
  now: Date,
  extra: Partial<EntryRow> = {},
): Promise<boolean> {
  const n = await trx('waitlist_entries')
    .where({ id })
    .whereIn('status', from)
    .update({ ...extra, status, updated_at: now.toISOString() });
  return n === 1;
}

/** The live hold of an entry (its offer), if it has one. */
export async function liveHoldOf(db: Knex, entryId: number): Promise<HoldRow | undefined> {
  return db('waitlist_holds').where({ entry_id: entryId }).whereIn('status', LIVE_HOLD_STATUSES).first();
}

/** Every hold of a day, live or ended, in the order they were made (the bench's audit of offers). */
export async function holdsOfDay(db: Knex, date: string): Promise<HoldRow[]> {
  return db('waitlist_holds').where({ date }).orderBy('id');
}

/** Live holds from `from` to `to` with their entry's name, by day and time (staff's week grid). */
export async function liveHoldsBetween(db: Knex, from: string, to: string): Promise<(HoldRow & { name: string })[]> {
  return db('waitlist_holds as h')
    .join('waitlist_entries as e', 'e.id', 'h.entry_id')
    .whereBetween('h.date', [from, to])
    .whereIn('h.status', LIVE_HOLD_STATUSES)
    .orderBy(['h.date', 'h.start_time', 'h.bay'])
    .select('h.*', 'e.name');
}

/** Live holds of many entries, by entry id. */
export async function liveHoldsOf(db: Knex, entryIds: number[]): Promise<Map<number, HoldRow>> {
  if (entryIds.length === 0) return new Map();
  const rows = (await db('waitlist_holds')
    .whereIn('entry_id', entryIds)
    .whereIn('status', LIVE_HOLD_STATUSES)) as HoldRow[];
  return new Map(rows.map((h) => [h.entry_id, h]));
}

/** Ends a live hold (taken, expired, released); false when it had ended already. */
export async function endHold(trx: Knex, id: number, status: 'taken' | 'expired' | 'released'): Promise<boolean> {
  const n = await trx('waitlist_holds')
    .where({ id })
    .whereIn('status', LIVE_HOLD_STATUSES)
    .update({ status, lease_until: null });
  return n === 1;
}

/** Takes entries of days before `today` off the list, and releases their holds. */
export async function dropPastEntries(db: Knex, today: string, now: Date): Promise<number> {
  return db.transaction(async (trx) => {
    await trx('waitlist_holds')
      .where('date', '<', today)
      .whereIn('status', LIVE_HOLD_STATUSES)
      .update({ status: 'released', lease_until: null });
    const dropped: number = await trx('waitlist_entries')
      .where('date', '<', today)
      .whereIn('status', ON_LIST)
      .update({ status: 'dropped', updated_at: now.toISOString() });
    return dropped;
  });
}
