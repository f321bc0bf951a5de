import type { Knex } from 'knex';
import { bumpVersions } from '../db/versioned-update.ts';

/** The rows that point at a car and carry a version a client may hold: moving one is a new version. */
const VERSIONED_HISTORY = ['appointments', 'appointment_requests', 'inspections'] as const;
/** The rows that point at a car with no version of their own. */
const PLAIN_HISTORY = ['waitlist_entries'] as const;

/**
 * Points every appointment, request, waitlist entry and inspection of car `fromId` at what
 * `columns` says (another car on a merge, another customer on a transfer), in the caller's
 * transaction. Answers how many rows of each table moved.
 */
export async function moveHistory(
  trx: Knex,
  fromId: number,
  columns: { vehicle_id?: number; customer_id?: number },
  now: Date,
): Promise<Record<string, number>> {
  const moved: Record<string, number> = {};
  const at = now.toISOString();
  for (const table of VERSIONED_HISTORY)
    moved[table] = await bumpVersions(trx, table, (q) => q.where({ vehicle_id: fromId }), columns, now);
  for (const table of PLAIN_HISTORY)
    moved[table] = await trx(table)
      .where({ vehicle_id: fromId })
      .update({ ...columns, updated_at: at });
  return moved;
}

/** Moves every reading of car `fromId` to car `intoId` (readings are append-only: only their car changes). */
export async function moveReadings(trx: Knex, fromId: number, intoId: number): Promise<number> {
  return trx('vehicle_readings').where({ vehicle_id: fromId }).update({ vehicle_id: intoId });
}
