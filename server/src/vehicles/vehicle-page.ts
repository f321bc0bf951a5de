import type { Knex } from 'knex';
import { vehicleMessages as m } from '@shop/shared/vehicles/messages';
import { projectOdometer } from '@shop/shared/vehicles/projected-odometer';
import type { VehiclePage } from '@shop/shared/vehicles/vehicle-page.schema';
import type { Reading } from '@shop/shared/vehicles/vehicle.schema';
import { AppError } from '../http/app-error.ts';
import { liveVehicle } from './live-vehicle.ts';
import { estimateLinesOf, inspectionsOf, messagesOf, textsOfCustomer, visitsOf } from './vehicle-story.repository.ts';
import { timelineOf } from './vehicle-story.ts';
import { findCustomerById, toCustomerDto } from '../customers/customers.repository.ts';
import { toVehicleDto } from './vehicles.repository.ts';
import { readingsOf } from './readings.repository.ts';

/** What a read of a car needs of the shop, passed in rather than read from the configuration. */
export interface ShopContext {
  timeZone: string;
  /** The projection's rate when a car's readings cannot tell (DEFAULT_MILES_PER_DAY for now). */
  milesPerDay: number;
  now: Date;
}

/** A reading as the API answers it (`appointment_id` only when it has one). */
export const toReading = (r: Reading): Reading => ({
  value: r.value,
  source: r.source,
  recorded_at: r.recorded_at,
  ...(r.appointment_id ? { appointment_id: r.appointment_id } : {}),
});

/** GET /api/admin/vehicles/{id}: the car, its owner, its readings and projection, and its story. */
export async function vehiclePage(db: Knex, shop: ShopContext, id: number): Promise<VehiclePage> {
  const row = await liveVehicle(db, id);
  const ids = [row.id];
  const [customer, readings, visits, inspections, lines, messages, texts] = await Promise.all([
    findCustomerById(db, row.customer_id),
    readingsOf(db, ids),
    visitsOf(db, ids),
    inspectionsOf(db, ids),
    estimateLinesOf(db, ids),
    messagesOf(db, ids),
    textsOfCustomer(db, row.customer_id),
  ]);
  // The foreign key keeps every car's owner; a missing one is a broken database, not a request.
  if (!customer) throw new AppError(500, 'internal', m.notFound);
  const unit = row.odometer_unit;
  return {
    vehicle: toVehicleDto(row),
    customer: toCustomerDto(customer),
    readings: readings.map(toReading),
    projected: projectOdometer(readings, shop.now, { timeZone: shop.timeZone, milesPerDay: shop.milesPerDay, unit }),
    timeline: timelineOf({ visits, inspections, lines, messages, readings, texts }, unit, shop.timeZone),
    // Maintenance rules and declined work come with the next version; the page's shape has them already.
    recommendations: [],
    due: [],
  };
}
