import type { Knex } from 'knex';
import { vehicleMessages as m } from '@shop/shared/vehicles/messages';
import type { Vehicle } from '@shop/shared/vehicles/vehicle.schema';
import { AppError } from '../http/app-error.ts';
import { staleWrite } from '../http/versioned.ts';
import { liveVehicle } from './live-vehicle.ts';
import { moveHistory } from './vehicle-history.repository.ts';
import { findCustomerById } from '../customers/customers.repository.ts';
import { bumpLiveVehicle } from './vehicle-changes.repository.ts';
import { findVehicleById, toVehicleDto } from './vehicles.repository.ts';

/**
 * POST /api/admin/vehicles/{id}/transfer: the car changes owner, and with it its whole history
 * (appointments, requests, waitlist entries, inspections), in the caller's one transaction.
 * An unknown customer is 422; a transfer to the owner she already is changes nothing.
 */
export async function transferVehicle(trx: Knex, now: Date, id: number, customerId: number): Promise<Vehicle> {
  const row = await liveVehicle(trx, id);
  if (!(await findCustomerById(trx, customerId))) throw new AppError(422, 'invalid_request', m.customerUnknown);
  if (row.customer_id === customerId) return toVehicleDto(row);
  if (!(await bumpLiveVehicle(trx, id, { customer_id: customerId }, now)))
    throw await staleWrite(async () => {
      const now = await findVehicleById(trx, id);
      return now ? { ...toVehicleDto(now) } : undefined;
    }, m.conflict);
  await moveHistory(trx, id, { customer_id: customerId }, now);
  return toVehicleDto((await findVehicleById(trx, id))!);
}
