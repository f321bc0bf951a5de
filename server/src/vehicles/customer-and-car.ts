import type { Knex } from 'knex';
import type { TypedVehicle } from '@shop/shared/vehicles/vehicle-keys';
import { findOrMakeCustomer, type CustomerInput } from '../customers/find-or-make-customer.ts';
import { findOrMakeVehicle } from './find-or-make-vehicle.ts';

/** The columns a new appointment, request, waitlist entry or inspection points with. */
export interface CustomerAndCar {
  customer_id: number;
  vehicle_id: number | null;
}

/**
 * Finds or makes the customer and the car of a write, inside its transaction: after the shop
 * day's lock where the write takes one, before a unit's claim (lockShopDay's order).
 */
export async function customerAndCar(
  trx: Knex,
  input: { customer: CustomerInput; vehicle: TypedVehicle; chosenVehicleId?: number; vehicleRequired: boolean },
  now: Date,
): Promise<CustomerAndCar> {
  const { customer, isNew } = await findOrMakeCustomer(trx, input.customer, now);
  const customerId = Number(customer.id);
  const vehicleId = await findOrMakeVehicle(
    trx,
    {
      customerId,
      customerIsNew: isNew,
      typed: input.vehicle,
      chosenId: input.chosenVehicleId,
      required: input.vehicleRequired,
    },
    now,
  );
  return { customer_id: customerId, vehicle_id: vehicleId };
}
