import type { Knex } from 'knex';
import type { ParsedWizardBooking } from '@shop/shared/bookings/booking.schema';
import { vehicleTokenMatches } from '../vehicles/vehicle-token.ts';
import { findVehicleById } from '../vehicles/vehicles.repository.ts';
import { closeOpen, openAmong } from './recommendations.repository.ts';

/**
 * Book these, in the booking's transaction: the chosen lines become `booked` (so no follow-up names
 * them again) only when every id is an open line of one car and the token is that car's. Anything
 * else leaves every line as it was: the booking itself never depends on them, and a token never
 * reaches another car's lines. Answers how many were marked.
 */
export async function bookRecommendations(
  trx: Knex,
  secret: string,
  body: Pick<ParsedWizardBooking, 'recommendation_ids' | 'vehicle_token'>,
  now: Date,
): Promise<number> {
  const ids = [...new Set(body.recommendation_ids ?? [])];
  if (ids.length === 0 || !body.vehicle_token) return 0;
  const open = await openAmong(trx, ids);
  const carIds = new Set(open.map((r) => r.vehicle_id));
  if (open.length !== ids.length || carIds.size !== 1) return 0;
  const carId = open[0]!.vehicle_id;
  const car = await findVehicleById(trx, carId);
  if (!car || !vehicleTokenMatches(secret, car, body.vehicle_token) || car.archived || car.merged_into !== null)
    return 0;
  return closeOpen(trx, carId, ids, 'booked', now);
}
