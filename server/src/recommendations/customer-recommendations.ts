import type { Knex } from 'knex';
import { recommendationMessages as m } from '@shop/shared/recommendations/messages';
import type { CustomerRecommendations, RecommendationAnswer } from '@shop/shared/recommendations/recommendation.schema';
import { recommendationQuerySchema } from '@shop/shared/recommendations/recommendation.schema';
import { vehicleLabel } from '@shop/shared/vehicles/vehicle-label';
import { AppError } from '../http/app-error.ts';
import { carLinkSlot } from '../links/link-slots.ts';
import { vehicleTokenMatches } from '../vehicles/vehicle-token.ts';
import { findVehicleById, type VehicleRow } from '../vehicles/vehicles.repository.ts';
import { toRecommendationDtos } from './recommendation-dto.ts';
import { closeOpen, recommendationsOfVehicle } from './recommendations.repository.ts';

/**
 * The car a follow-up link names, when its token is the car's: a wrong token, an unknown or merged
 * car all get the same 404, so a link tells nothing of cars it was not made for.
 */
export async function carOfLink(db: Knex, secret: string, query: unknown): Promise<VehicleRow> {
  const q = recommendationQuerySchema.safeParse(query);
  if (!q.success) throw new AppError(404, 'not_found', m.notFound);
  const row = await findVehicleById(db, q.data.vehicle);
  if (!row || !vehicleTokenMatches(secret, row, q.data.t) || row.merged_into !== null)
    throw new AppError(404, 'not_found', m.notFound);
  return row;
}

/** GET /api/recommendations?vehicle=&t=: the car's open recommendations, photos opened by the same token. */
export async function customerRecommendations(
  db: Knex,
  car: VehicleRow,
  token: string,
): Promise<CustomerRecommendations> {
  return {
    vehicle: { id: car.id, label: vehicleLabel(car) },
    recommendations: await toRecommendationDtos(db, await recommendationsOfVehicle(db, car.id, 'open'), token),
  };
}

const STATUS_OF = { done_elsewhere: 'done_elsewhere', stop: 'stopped' } as const;

/**
 * POST /api/recommendations/answer?vehicle=&t=: the named lines are done elsewhere or no longer to
 * be brought up. A line not of this car is 404; one no longer open is 409; either changes nothing.
 * The answer may be kept for a replay, so its photo links carry the car's slot, not its token.
 */
export async function answerRecommendations(
  trx: Knex,
  secret: string,
  car: VehicleRow,
  body: RecommendationAnswer,
  now: Date,
): Promise<CustomerRecommendations> {
  const ids = [...new Set(body.ids)];
  const mine = new Map((await recommendationsOfVehicle(trx, car.id)).map((r) => [r.id, r]));
  if (ids.some((id) => !mine.has(id))) throw new AppError(404, 'not_found', m.recommendationNotFound);
  if (ids.some((id) => mine.get(id)!.status !== 'open')) throw new AppError(409, 'conflict', m.notOpen);
  await closeOpen(trx, car.id, ids, STATUS_OF[body.action], now);
  return customerRecommendations(trx, car, carLinkSlot(secret, car));
}
