import type { Knex } from 'knex';
import { vehicleMessages as m } from '@shop/shared/vehicles/messages';
import { AppError } from '../http/app-error.ts';
import { findVehicleById, type VehicleRow } from './vehicles.repository.ts';

/** The answer to any read or write of a car that was merged away: 410 with where it went. */
export const mergedError = (row: Pick<VehicleRow, 'merged_into'>) =>
  new AppError(410, 'merged', m.merged, { merged_into: row.merged_into });

/** The car a route is about: 404 when unknown, 410 `merged` (with `merged_into`) when merged away. */
export async function liveVehicle(db: Knex, id: number, lock = false): Promise<VehicleRow> {
  const row = await findVehicleById(db, id, lock);
  if (!row) throw new AppError(404, 'not_found', m.notFound);
  if (row.merged_into !== null) throw mergedError(row);
  return row;
}
