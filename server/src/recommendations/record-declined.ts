import type { Knex } from 'knex';
import { lineTotalCents } from '@shop/shared/inspections/estimate-rules';
import {
  approveFromLines,
  declinedLineSources,
  insertRecommendations,
  odometerAtVisit,
  type NewRecommendation,
} from './recommendations.repository.ts';

/**
 * What the customer's answer to an estimate means for declined work: each declined line becomes an
 * open recommendation on the car (once, whatever replays), and an approved line copied from a
 * recommendation marks it approved. A line of an inspection without a car or customer is not kept.
 */
export async function recordAnswer(
  trx: Knex,
  decisions: Map<string, 'approved' | 'declined'>,
  now: Date,
): Promise<void> {
  const declined = [...decisions].filter(([, d]) => d === 'declined').map(([id]) => id);
  const approved = [...decisions].filter(([, d]) => d === 'approved').map(([id]) => id);
  await approveFromLines(trx, approved, now);
  const sources = await declinedLineSources(trx, declined);
  if (sources.length === 0) return;
  const odometer = await odometerAtVisit(trx, sources[0]!.appointment_id);
  const rows: NewRecommendation[] = sources
    // A line copied from a recommendation and declined again leaves that recommendation open: no second one.
    .filter((s) => s.vehicle_id != null && s.customer_id != null && s.from_recommendation_id == null)
    .map((s) => ({
      vehicle_id: s.vehicle_id!,
      customer_id: s.customer_id!,
      estimate_line_id: s.line_id,
      inspection_id: s.inspection_id,
      item_key: s.item_key,
      description: s.description,
      item_condition: s.item_condition,
      condition_note: s.condition_note ?? '',
      price_cents: lineTotalCents(s),
      declined_at: now.toISOString(),
      odometer,
    }));
  await insertRecommendations(trx, rows);
}
