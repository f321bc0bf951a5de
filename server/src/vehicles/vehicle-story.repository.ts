import type { Knex } from 'knex';
import type { Decision } from '@shop/shared/inspections/estimate-rules';
import { STAFF_ALERT_KINDS } from '@shop/shared/notifications/notices';

/**
 * What happened to a set of cars, one statement per kind whatever their number (no query per
 * visit or per inspection): the vehicle page reads one car, My vehicles all of hers. Inspections
 * and their lines are the car's through their appointment, which is the car's by definition.
 */

export interface VisitRow {
  id: number;
  vehicle_id: number;
  date: string;
  start_time: string;
  status: string;
  /** One row per service of the visit (null for a visit without any), in the visit's order. */
  service: string | null;
}

export interface InspectionPhotoRow {
  id: string;
  vehicle_id: number;
  appointment_id: number;
  status: string;
  created_at: string;
  sent_at: string | null;
  answered_at: string | null;
  /** One row per photo (null for an inspection without any). */
  photo_id: string | null;
}

export interface StoryLineRow {
  id: string;
  vehicle_id: number;
  appointment_id: number;
  description: string;
  quantity: number;
  unit_price_cents: number;
  decision: Decision;
  created_at: string;
  answered_at: string | null;
}

export interface MessageRow {
  id: number;
  vehicle_id: number;
  appointment_id: number;
  channel: string;
  subject: string;
  sent_at: string;
}

export interface TextRow {
  id: number;
  direction: 'in' | 'out';
  body: string;
  created_at: string;
}

/**
 * Visits of these cars, latest first, one row per service (in the order booked); with `customerId`,
 * only hers: a car may hold someone else's visit (a VIN typed by another, a merge), which she must
 * not read.
 */
export function visitsOf(db: Knex, vehicleIds: number[], customerId?: number): Promise<VisitRow[]> {
  return visitsWhere(db, 'a.vehicle_id', vehicleIds, customerId);
}

/** Visits of these customers or cars, latest first, one row per service (in the order booked). */
export async function visitsWhere(
  db: Knex,
  column: 'a.vehicle_id' | 'a.customer_id',
  ids: number[],
  customerId?: number,
): Promise<VisitRow[]> {
  return (await db('appointments as a')
    .leftJoin('appointment_services as s', 's.appointment_id', 'a.id')
    .leftJoin('services as c', 'c.id', 's.service_id')
    .whereIn(column, ids)
    .modify((q) => (customerId === undefined ? q : q.where('a.customer_id', customerId)))
    .orderBy([
      { column: 'a.date', order: 'desc' },
      { column: 'a.start_time', order: 'desc' },
      { column: 'a.id', order: 'desc' },
      { column: 's.position', order: 'asc' },
    ])
    .select('a.id', 'a.vehicle_id', 'a.date', 'a.start_time', 'a.status', 'c.name as service')) as VisitRow[];
}

export async function inspectionsOf(db: Knex, vehicleIds: number[]): Promise<InspectionPhotoRow[]> {
  return (await db('inspections as i')
    .join('appointments as a', 'a.id', 'i.appointment_id')
    .leftJoin('inspection_photos as p', 'p.inspection_id', 'i.id')
    .whereIn('a.vehicle_id', vehicleIds)
    .orderBy(['i.id', 'p.created_at', 'p.id'])
    .select(
      'i.id',
      'a.vehicle_id',
      'i.appointment_id',
      'i.status',
      'i.created_at',
      'i.sent_at',
      'i.answered_at',
      'p.id as photo_id',
    )) as InspectionPhotoRow[];
}

/** Estimate lines of these cars' visits; with `customerId`, only of her visits (see `visitsOf`). */
export async function estimateLinesOf(db: Knex, vehicleIds: number[], customerId?: number): Promise<StoryLineRow[]> {
  return (await db('estimate_lines as l')
    .join('inspections as i', 'i.id', 'l.inspection_id')
    .join('appointments as a', 'a.id', 'i.appointment_id')
    .whereIn('a.vehicle_id', vehicleIds)
    .modify((q) => (customerId === undefined ? q : q.where('a.customer_id', customerId)))
    .orderBy(['i.id', 'l.position'])
    .select(
      'l.id',
      'a.vehicle_id',
      'i.appointment_id',
      'l.description',
      'l.quantity',
      'l.unit_price_cents',
      'l.decision',
      'l.created_at',
      'i.answered_at',
    )) as StoryLineRow[];
}

/** The messages that went out to the customer about the cars' appointments (the notifications log): sent ones, no staff alerts. */
export async function messagesOf(db: Knex, vehicleIds: number[]): Promise<MessageRow[]> {
  return (await db('notifications as n')
    .join('appointments as a', 'a.id', 'n.appointment_id')
    .whereIn('a.vehicle_id', vehicleIds)
    .where('n.status', 'sent')
    .whereNotIn('n.kind', STAFF_ALERT_KINDS)
    .select('n.id', 'a.vehicle_id', 'n.appointment_id', 'n.channel', 'n.subject', 'n.sent_at')) as MessageRow[];
}

/** The texts between the shop and a customer (her threads, either way): the story of her cars tells them too. */
export async function textsOfCustomer(db: Knex, customerId: number): Promise<TextRow[]> {
  return (await db('text_messages as m')
    .join('text_threads as t', 't.id', 'm.thread_id')
    .where('t.customer_id', customerId)
    .orderBy('m.id')
    .select('m.id', 'm.direction', 'm.body', 'm.created_at')) as TextRow[];
}
