import type { Knex } from 'knex';
import type { RecommendationStatus } from '@shop/shared/recommendations/recommendation.schema';
import type { RecommendationRow } from './recommendations.repository.ts';

export type StaffRow = RecommendationRow & {
  first_name: string;
  last_name: string;
  phone: string;
  year: string;
  make: string;
  model: string;
  plate: string;
};

/** The recommendations of one status with whom to call and the car, the oldest decline first. */
export async function staffRecommendations(db: Knex, status: RecommendationStatus): Promise<StaffRow[]> {
  return (await db('recommendations as r')
    .join('vehicles as v', 'v.id', 'r.vehicle_id')
    .join('customers as c', 'c.id', 'v.customer_id')
    .where('r.status', status)
    .orderBy('r.declined_at')
    .orderBy('r.id')
    .select('r.*', 'c.first_name', 'c.last_name', 'c.phone', 'v.year', 'v.make', 'v.model', 'v.plate')) as StaffRow[];
}

/** What is still open, in cents. */
export async function openCents(db: Knex): Promise<number> {
  const row = (await db('recommendations').where({ status: 'open' }).sum({ s: 'price_cents' }).first()) as
    { s: number | string | null } | undefined;
  return Number(row?.s ?? 0);
}

/** The approved lines copied from a recommendation, answered from `since` on (an ISO instant). */
export async function recoveredLines(
  db: Knex,
  since: string,
): Promise<{ quantity: number; unit_price_cents: number }[]> {
  return (await db('estimate_lines as l')
    .join('inspections as i', 'i.id', 'l.inspection_id')
    .whereNotNull('l.from_recommendation_id')
    .where('l.decision', 'approved')
    .where('i.answered_at', '>=', since)
    .select('l.quantity', 'l.unit_price_cents')) as { quantity: number; unit_price_cents: number }[];
}
