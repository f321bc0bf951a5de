import type { Knex } from 'knex';
import type { LineFields } from '@shop/shared/inspections/inspection.schema';
import { recommendationMessages as m } from '@shop/shared/recommendations/messages';
import { AppError } from '../http/app-error.ts';
import { findLine } from '../inspections/inspections.repository.ts';
import { findRecommendation } from './recommendations.repository.ts';

/**
 * The fields of a new estimate line copied from an open recommendation of the inspection's car:
 * the declined line's kind, quantity and price, without its item (that item was another visit's).
 */
export async function lineFieldsFromRecommendation(
  trx: Knex,
  vehicleId: number | null | undefined,
  recommendationId: number,
): Promise<LineFields> {
  const rec = await findRecommendation(trx, recommendationId);
  if (!rec || rec.vehicle_id !== vehicleId) throw new AppError(404, 'not_found', m.recommendationNotFound);
  if (rec.status !== 'open') throw new AppError(409, 'conflict', m.notOpen);
  const source = await findLine(trx, rec.estimate_line_id);
  return {
    item_key: null,
    kind: source?.kind ?? 'labor',
    description: rec.description,
    quantity: source ? Number(source.quantity) : 1,
    unit_price_cents: source?.unit_price_cents ?? rec.price_cents,
  };
}
