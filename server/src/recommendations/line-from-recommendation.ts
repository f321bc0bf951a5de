import type { Knex } from 'knex';
import type { LineFields } from '@shop/shared/inspections/inspection.schema';
import { recommendationMessages as m } from '@shop/shared/recommendations/messages';
import { AppError } from '../http/app-error.ts';
import { findLine } from '../inspections/inspections.repository.ts';
import { copiedInto, findRecommendation } from './recommendations.repository.ts';

/**
 * The fields of a new estimate line copied from an open recommendation of the inspection's car:
 * the declined line's kind, quantity and price, without its item (that item was another visit's).
 */
export async function lineFieldsFromRecommendation(
  trx: Knex,
  inspection: { id: string; vehicle_id?: number | null },
  recommendationId: number,
): Promise<LineFields> {
  const vehicleId = inspection.vehicle_id;
  const rec = await findRecommendation(trx, recommendationId);
  if (!rec || rec.vehicle_id !== vehicleId) throw new AppError(404, 'not_found', m.recommendationNotFound);
  if (rec.status !== 'open') throw new AppError(409, 'conflict', m.notOpen);
  // A second tap (or a second device) would make the work twice on one estimate, and count it twice.
  if (await copiedInto(trx, inspection.id, recommendationId)) throw new AppError(409, 'conflict', m.alreadyOnEstimate);
  const source = await findLine(trx, rec.estimate_line_id);
  return {
    item_key: null,
    kind: source?.kind ?? 'labor',
    description: rec.description,
    quantity: source ? Number(source.quantity) : 1,
    unit_price_cents: source?.unit_price_cents ?? rec.price_cents,
  };
}
