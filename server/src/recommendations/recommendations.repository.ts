import type { Knex } from 'knex';
import type { Condition } from '@shop/shared/inspections/inspection.schema';
import type { RecommendationStatus } from '@shop/shared/recommendations/recommendation.schema';
import { plus } from '../db/dialect.ts';

export interface RecommendationRow {
  id: number;
  vehicle_id: number;
  customer_id: number;
  estimate_line_id: string;
  inspection_id: string;
  item_key: string | null;
  description: string;
  item_condition: Condition | null;
  condition_note: string;
  price_cents: number;
  declined_at: string;
  odometer: number | null;
  status: RecommendationStatus;
  messages_sent: number;
  last_message_at: string | null;
}

export type NewRecommendation = Omit<RecommendationRow, 'id' | 'status' | 'messages_sent' | 'last_message_at'>;

/** A declined line with what a recommendation copies from its inspection. */
export interface DeclinedLineSource {
  line_id: string;
  inspection_id: string;
  appointment_id: number;
  vehicle_id: number | null;
  customer_id: number | null;
  item_key: string | null;
  description: string;
  quantity: number;
  unit_price_cents: number;
  item_condition: Condition | null;
  condition_note: string | null;
  /** Set when the line was itself copied from a recommendation (that one stays the record of the work). */
  from_recommendation_id: number | null;
}

export async function declinedLineSources(db: Knex, lineIds: string[]): Promise<DeclinedLineSource[]> {
  if (lineIds.length === 0) return [];
  return (await db('estimate_lines as l')
    .join('inspections as i', 'i.id', 'l.inspection_id')
    .leftJoin('inspection_items as it', function () {
      this.on('it.inspection_id', 'l.inspection_id').andOn('it.key', 'l.item_key');
    })
    .whereIn('l.id', lineIds)
    .orderBy('l.position')
    .select(
      'l.id as line_id',
      'l.inspection_id',
      'i.appointment_id',
      'i.vehicle_id',
      'i.customer_id',
      'l.item_key',
      'l.description',
      'l.quantity',
      'l.unit_price_cents',
      'it.condition as item_condition',
      'it.note as condition_note',
      'l.from_recommendation_id',
    )) as DeclinedLineSource[];
}

/** The highest reading recorded with an appointment: the car's odometer at that visit. */
export async function odometerAtVisit(db: Knex, appointmentId: number): Promise<number | null> {
  const row = (await db('vehicle_readings').where({ appointment_id: appointmentId }).max({ v: 'value' }).first()) as
    { v: number | null } | undefined;
  return row?.v ?? null;
}

/** One recommendation per declined line: a line already kept is left as it is. */
export async function insertRecommendations(trx: Knex, rows: NewRecommendation[]): Promise<void> {
  if (rows.length === 0) return;
  await trx('recommendations').insert(rows).onConflict('estimate_line_id').ignore();
}

/** The recommendations the approved lines were copied from become `approved` (work recovered). */
export async function approveFromLines(trx: Knex, lineIds: string[], now: Date): Promise<void> {
  if (lineIds.length === 0) return;
  const sources = trx('estimate_lines').whereIn('id', lineIds).whereNotNull('from_recommendation_id');
  await trx('recommendations')
    .whereIn('id', sources.select('from_recommendation_id'))
    .whereNot({ status: 'approved' })
    .update({ status: 'approved', status_at: now.toISOString() });
}

/** An archived car's open recommendations are archived with it. */
export async function archiveOfVehicle(trx: Knex, vehicleId: number, now: Date): Promise<void> {
  await trx('recommendations')
    .where({ vehicle_id: vehicleId, status: 'open' })
    .update({ status: 'archived', status_at: now.toISOString() });
}

export async function recommendationsOfVehicle(
  db: Knex,
  vehicleId: number,
  status?: RecommendationStatus,
): Promise<RecommendationRow[]> {
  const q = db('recommendations').where({ vehicle_id: vehicleId });
  if (status) q.where({ status });
  return (await q.orderBy('declined_at', 'desc').orderBy('id').select('*')) as RecommendationRow[];
}

export async function findRecommendation(db: Knex, id: number): Promise<RecommendationRow | undefined> {
  return (await db('recommendations').where({ id }).first()) as RecommendationRow | undefined;
}

/** Sets the status of the car's open recommendations among `ids`; answers how many changed. */
export async function closeOpen(
  trx: Knex,
  vehicleId: number,
  ids: number[],
  status: RecommendationStatus,
  now: Date,
): Promise<number> {
  return trx('recommendations')
    .where({ vehicle_id: vehicleId, status: 'open' })
    .whereIn('id', ids)
    .update({ status, status_at: now.toISOString() });
}

/** The photos of the inspection items the recommendations came from, oldest first. */
export async function photosOfItems(
  db: Knex,
  items: { inspection_id: string; item_key: string | null }[],
): Promise<{ id: string; inspection_id: string; item_key: string }[]> {
  const wanted = items.filter((i) => i.item_key !== null);
  if (wanted.length === 0) return [];
  // Both lists narrow the read; only the (inspection, item) pairs asked for are kept: two
  // inspections' keys must not cross (an item fine on one visit and declined on another).
  return (
    (await db('inspection_photos')
      .whereIn(
        'inspection_id',
        wanted.map((i) => i.inspection_id),
      )
      .whereIn(
        'item_key',
        wanted.map((i) => i.item_key!),
      )
      .orderBy('created_at')
      .orderBy('id')
      .select('id', 'inspection_id', 'item_key')) as { id: string; inspection_id: string; item_key: string }[]
  ).filter((p) => wanted.some((w) => w.inspection_id === p.inspection_id && w.item_key === p.item_key));
}

/** True when the estimate already has a line copied from this recommendation. */
export async function copiedInto(db: Knex, inspectionId: string, recommendationId: number): Promise<boolean> {
  const row = (await db('estimate_lines')
    .where({ inspection_id: inspectionId, from_recommendation_id: recommendationId })
    .first('id')) as { id: string } | undefined;
  return row !== undefined;
}

/** Counts a follow-up message for each recommendation it named. */
export async function countMessage(trx: Knex, ids: number[], now: Date): Promise<void> {
  await trx('recommendations')
    .whereIn('id', ids)
    .update({ messages_sent: plus(trx, 'messages_sent'), last_message_at: now.toISOString() });
}

/** Those of `ids` still open now (read in the transaction that plans their message). */
export async function openAmong(trx: Knex, ids: number[]): Promise<RecommendationRow[]> {
  return (await trx('recommendations')
    .whereIn('id', ids)
    .where({ status: 'open' })
    .orderBy('id')) as RecommendationRow[];
}

/** A merged car's recommendations move to the car it was merged into. */
export async function moveRecommendations(trx: Knex, fromId: number, intoId: number): Promise<void> {
  await trx('recommendations').where({ vehicle_id: fromId }).update({ vehicle_id: intoId });
}
