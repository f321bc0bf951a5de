import type { Knex } from 'knex';
import { vehicleMessages as m } from '@shop/shared/vehicles/messages';
import type { Vehicle } from '@shop/shared/vehicles/vehicle.schema';
import { AppError } from '../http/app-error.ts';
import { staleWrite } from '../http/versioned.ts';
import { mergedError } from './live-vehicle.ts';
import { moveRecommendations } from '../recommendations/recommendations.repository.ts';
import { moveHistory, moveReadings } from './vehicle-history.repository.ts';
import { bumpLiveVehicle } from './vehicle-changes.repository.ts';
import { findVehicleById, toVehicleDto, type VehicleRow } from './vehicles.repository.ts';

const refused = (message: string) => new AppError(422, 'merge_refused', message);

/** A car as it is now (it exists: the caller checked, and nothing removes cars). */
async function current(trx: Knex, id: number): Promise<Vehicle> {
  return toVehicleDto((await findVehicleById(trx, id))!);
}

/** What the kept car takes from the other: what it lacks (a VIN, a plate, an engine). */
function filledFrom(from: VehicleRow, into: VehicleRow): Partial<VehicleRow> {
  const columns: Partial<VehicleRow> = {};
  if (!into.vin && from.vin) columns.vin = from.vin;
  if (!into.plate && from.plate) Object.assign(columns, { plate: from.plate, plate_key: from.plate_key });
  if (!into.engine && from.engine) columns.engine = from.engine;
  return columns;
}

/**
 * POST /api/admin/vehicles/{id}/merge: car `id` was a duplicate of car `into`. Every appointment,
 * request, waitlist entry, inspection and reading of it moves to `into`, in the caller's one
 * transaction; `id` keeps `merged_into` and answers 410 from then on. The same merge again
 * answers as the first did. Refused (422) into itself, into an unknown or merged car, or into a
 * car counting in the other unit (its readings would mix miles and km).
 */
export async function mergeVehicle(trx: Knex, now: Date, id: number, into: number): Promise<Vehicle> {
  const from = await findVehicleById(trx, id);
  if (!from) throw new AppError(404, 'not_found', m.notFound);
  if (from.merged_into === into) return current(trx, into);
  if (from.merged_into !== null) throw mergedError(from);
  if (into === id) throw refused(m.mergeSelf);
  const target = await findVehicleById(trx, into);
  if (!target) throw refused(m.mergeIntoUnknown);
  if (target.merged_into !== null) throw refused(m.mergeIntoMerged);
  if (target.odometer_unit !== from.odometer_unit) throw refused(m.mergeUnits);
  // Both rows are locked in the order of their ids, so two merges of the same pair either way
  // round cannot wait on each other; the old car gives up its VIN, which the kept one may take.
  const first = Math.min(id, into);
  for (const car of [first, first === id ? into : id]) {
    const columns = car === id ? { merged_into: into, vin: null } : {};
    if (!(await bumpLiveVehicle(trx, car, columns, now)))
      throw await staleWrite(async () => ({ ...(await current(trx, car)) }), m.conflict);
  }
  // Read again now both are locked: an edit committed since the first read (a VIN given to the kept
  // car) must not be overwritten by what the old car had.
  const [fromNow, targetNow] = await Promise.all([findVehicleById(trx, id), findVehicleById(trx, into)]);
  const filled = filledFrom({ ...fromNow!, vin: from.vin }, targetNow!);
  // Locked already: this only adds what it lacks, once the old car gave up its VIN.
  if (Object.keys(filled).length > 0) await bumpLiveVehicle(trx, into, filled, now);
  await moveHistory(trx, id, { vehicle_id: into }, now);
  await moveReadings(trx, id, into);
  // The duplicate's declined work is the kept car's to follow up (and to show on its page).
  await moveRecommendations(trx, id, into);
  return current(trx, into);
}
