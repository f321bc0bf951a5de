import type { Knex } from 'knex';
import { lineTotalCents } from '@shop/shared/inspections/estimate-rules';
import type { RecommendationStatus, StaffRecommendations } from '@shop/shared/recommendations/recommendation.schema';
import { shopDateOf, shopInstant } from '@shop/shared/time/shop-time';
import { vehicleLabel } from '@shop/shared/vehicles/vehicle-label';
import { toRecommendationDtos } from './recommendation-dto.ts';
import { openCents, recoveredLines, staffRecommendations } from './staff-recommendations.repository.ts';

/** The first instant of the shop's current month. */
const monthStart = (now: Date, timeZone: string): Date =>
  shopInstant(`${shopDateOf(now, timeZone).slice(0, 8)}01`, '00:00', timeZone);

/**
 * GET /api/admin/recommendations?status=: the list to call through, what is open, and what came
 * back this month (approved lines copied from a recommendation, answered since the month began).
 */
export async function staffList(
  db: Knex,
  shop: { timeZone: string; now: Date },
  status: RecommendationStatus,
): Promise<StaffRecommendations> {
  const rows = await staffRecommendations(db, status);
  const dtos = await toRecommendationDtos(db, rows);
  const since = monthStart(shop.now, shop.timeZone).toISOString();
  const recovered = (await recoveredLines(db, since)).reduce((sum, l) => sum + lineTotalCents(l), 0);
  return {
    recommendations: dtos.map((dto, i) => ({
      ...dto,
      customer_name: `${rows[i]!.first_name} ${rows[i]!.last_name}`.trim(),
      phone: rows[i]!.phone,
      vehicle_label: vehicleLabel(rows[i]!),
      last_message_at: rows[i]!.last_message_at,
    })),
    open_cents: await openCents(db),
    recovered_cents_this_month: recovered,
  };
}
