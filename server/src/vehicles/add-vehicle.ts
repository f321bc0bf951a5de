import type { Knex } from 'knex';
import type { Vehicle, VehicleCreate } from '@shop/shared/vehicles/vehicle.schema';
import { vehicleErrors } from '@shop/shared/vehicles/messages';
import { plateKey } from '@shop/shared/vehicles/vehicle-keys';
import { findCustomerById } from '../customers/customers.repository.ts';
import { AppError } from '../http/app-error.ts';
import { findVehicleByVin, insertVehicleUnlessVinTaken, toVehicleDto } from './vehicles.repository.ts';

/**
 * POST /api/admin/vehicles: a car staff add to a customer. 404 for an unknown customer; 409
 * `vin_taken` with the car's id when the VIN is already a car of the shop (the insert itself
 * tells, so a car added meanwhile by another writer is caught too).
 */
export async function addVehicle(trx: Knex, v: VehicleCreate, now: Date): Promise<Vehicle> {
  if (!(await findCustomerById(trx, v.customer_id)))
    throw new AppError(404, 'not_found', vehicleErrors.unknownCustomer);
  const row = await insertVehicleUnlessVinTaken(
    trx,
    { ...v, plate: v.plate.trim(), plate_key: plateKey(v.plate) },
    now,
  );
  if (row) return toVehicleDto(row);
  const holder = (await findVehicleByVin(trx, v.vin!))!;
  throw new AppError(409, 'vin_taken', vehicleErrors.vinTaken, { vehicle_id: Number(holder.id) });
}
