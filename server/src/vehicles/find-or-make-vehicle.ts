import type { Knex } from 'knex';
import { vehicleErrors } from '@shop/shared/vehicles/messages';
import { isBlankVehicle, plateKey, vinKey, type TypedVehicle } from '@shop/shared/vehicles/vehicle-keys';
import { matchCar } from '@shop/shared/vehicles/vehicle-match';
import { AppError } from '../http/app-error.ts';
import { candidateCars, findVehicleById, insertOrTakeVehicle } from './vehicles.repository.ts';

export interface VehicleInput {
  customerId: number;
  /** A customer made just now has no car, so only a typed VIN needs a lookup. */
  customerIsNew: boolean;
  typed: TypedVehicle;
  /** A car the signed-in customer picked: used only when it is hers (else 422). */
  chosenId?: number;
  /** Appointments always get a car ("unknown" when nothing was typed); requests and entries may have none. */
  required: boolean;
}

/**
 * The car a write is for: the one picked, else the one the typed fields match (`matchCar`: VIN,
 * then plate, then make + model + year among her cars), else a new one. One lookup, one insert
 * when new; the typed fields stay on the row as its snapshot.
 */
export async function findOrMakeVehicle(trx: Knex, v: VehicleInput, now: Date): Promise<number | null> {
  if (v.chosenId !== undefined) {
    const chosen = await findVehicleById(trx, v.chosenId);
    if (!chosen || Number(chosen.customer_id) !== v.customerId || chosen.merged_into !== null)
      throw new AppError(422, 'vehicle_not_yours', vehicleErrors.notYours);
    return Number(chosen.id);
  }
  if (!v.required && isBlankVehicle(v.typed)) return null;
  const vin = vinKey(v.typed.vin);
  const cars = v.customerIsNew && vin === null ? [] : await candidateCars(trx, v.customerId, vin);
  const found = matchCar(
    v.customerId,
    v.typed,
    cars.map((c) => ({ ...c, id: Number(c.id), customer_id: Number(c.customer_id) })),
  );
  if (found) return found.car.id;
  const made = await insertOrTakeVehicle(
    trx,
    {
      customer_id: v.customerId,
      vin,
      plate: v.typed.plate.trim(),
      plate_key: plateKey(v.typed.plate),
      make: v.typed.make.trim(),
      model: v.typed.model.trim(),
      year: v.typed.year.trim(),
    },
    now,
  );
  return Number(made.id);
}
