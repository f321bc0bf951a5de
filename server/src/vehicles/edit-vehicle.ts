import type { Knex } from 'knex';
import { plateKey } from '@shop/shared/vehicles/vehicle-keys';
import { vehicleMessages as m } from '@shop/shared/vehicles/messages';
import type { Vehicle, VehicleUpdate } from '@shop/shared/vehicles/vehicle.schema';
import { AppError } from '../http/app-error.ts';
import { archiveOfVehicle } from '../recommendations/recommendations.repository.ts';
import { assertVersion, staleWrite } from '../http/versioned.ts';
import { liveVehicle } from './live-vehicle.ts';
import { updateVehicle, vehicleIdWithVin } from './vehicle-changes.repository.ts';
import { findVehicleById, toVehicleDto, type VehicleRow } from './vehicles.repository.ts';

/** The columns an edit sets: only the fields it sent, the plate's matching key with the plate. */
function columnsOf(body: VehicleUpdate): Partial<VehicleRow> {
  const { version: _version, ...fields } = body;
  const columns: Partial<VehicleRow> = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  if (body.plate !== undefined) columns.plate_key = plateKey(body.plate);
  return columns;
}

/**
 * PUT /api/admin/vehicles/{id}: edit, archive or bring back a car made on `version` (409
 * `conflict` with the car as it is when stale). A VIN is one car's in the shop: 409 `vin_taken`
 * with the other car's id.
 */
export async function editVehicle(trx: Knex, now: Date, id: number, body: VehicleUpdate): Promise<Vehicle> {
  const row = await liveVehicle(trx, id);
  await assertVersion(row.version, body.version, async () => ({ ...toVehicleDto(row) }), m.conflict);
  const columns = columnsOf(body);
  if (columns.vin) {
    const other = await vehicleIdWithVin(trx, columns.vin, id);
    if (other !== undefined) throw new AppError(409, 'vin_taken', m.vinTaken, { vehicle_id: other });
  }
  const current = async () => {
    const now = await findVehicleById(trx, id);
    return now ? { ...toVehicleDto(now) } : undefined;
  };
  if ((await updateVehicle(trx, row, columns, now)) === null) throw await staleWrite(current, m.conflict);
  // An archived car is not brought back: its open recommendations are archived with it.
  if (columns.archived === true) await archiveOfVehicle(trx, id, now);
  return (await current())!;
}
