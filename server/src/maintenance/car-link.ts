import type { Knex } from 'knex';
import type { CarDueView, CustomerReading, VehiclePrefill } from '@shop/shared/maintenance/car-link.schema';
import { maintenanceMessages as m } from '@shop/shared/maintenance/messages';
import { projectOdometer } from '@shop/shared/vehicles/projected-odometer';
import type { AppDeps } from '../app-deps.ts';
import { findCustomerById } from '../customers/customers.repository.ts';
import { AppError } from '../http/app-error.ts';
import { latestReadingBy } from '../vehicles/readings.repository.ts';
import { recordReading } from '../vehicles/record-reading.ts';
import { findVehicleById, type VehicleRow } from '../vehicles/vehicles.repository.ts';
import { vehicleTokenMatches } from '../vehicles/vehicle-token.ts';
import { carsDue } from './cars-due.ts';
import { carReadings } from './maintenance-facts.repository.ts';

type LinkDeps = Pick<AppDeps, 'config' | 'clock' | 'catalog'>;

/**
 * The car a reminder's link opens: a wrong token, an archived or merged car all answer the same
 * 404, so a link never tells whether some other car exists.
 */
export async function carOfLink(
  db: Knex,
  deps: LinkDeps,
  id: number,
  token: unknown,
  lock = false,
): Promise<VehicleRow> {
  const row = await findVehicleById(db, id, lock);
  if (!row || !vehicleTokenMatches(deps.config.jwtSecret, row, token) || row.archived || row.merged_into !== null)
    throw new AppError(404, 'not_found', m.badLink);
  return row;
}

/** Each rule's state for the car with its service's name, and the projection's sentence. */
export async function carDueView(db: Knex, deps: LinkDeps, row: VehicleRow): Promise<CarDueView> {
  const now = deps.clock.now();
  const timeZone = deps.config.shop.timeZone;
  const [{ cars, rate }, readings] = await Promise.all([
    carsDue(db, now, timeZone, [row.id]),
    carReadings(db, [row.id]),
  ]);
  const unit = row.odometer_unit;
  const projected = projectOdometer(readings, now, { ...rate, unit });
  return {
    due: (cars[0]?.due ?? []).map(({ anchor_appointment_id: _, ...d }) => d),
    unit,
    projected_text: projected ? m.projection(projected, unit, rate.milesPerDay) : null,
  };
}

/** GET /api/vehicles/{id}/prefill?t=: the car, its owner's contact and its due lines, for the wizard. */
export async function vehiclePrefill(db: Knex, deps: LinkDeps, id: number, token: unknown): Promise<VehiclePrefill> {
  const row = await carOfLink(db, deps, id, token);
  const customer = await findCustomerById(db, row.customer_id);
  if (!customer) throw new AppError(404, 'not_found', m.badLink);
  return {
    vehicle: { id: Number(row.id), year: row.year, make: row.make, model: row.model, vin: row.vin, plate: row.plate },
    contact: {
      name: [customer.first_name, customer.last_name].filter((s) => s !== '').join(' '),
      email: customer.email,
      phone: customer.phone,
    },
    ...(await carDueView(db, deps, row)),
  };
}

/**
 * POST /api/vehicles/{id}/readings?t=: the customer's own reading. Below the latest one it is a
 * mistake she can fix (422, nothing written), never a correction: only staff correct readings.
 */
export async function customerReading(
  trx: Knex,
  deps: LinkDeps,
  id: number,
  token: unknown,
  body: CustomerReading,
): Promise<CarDueView> {
  const row = await carOfLink(trx, deps, id, token, true);
  const now = deps.clock.now();
  const latest = await latestReadingBy(trx, row.id, now.toISOString());
  if (latest && body.value < latest.value)
    throw new AppError(422, 'odometer_lower', m.odometerLower(latest.value, row.odometer_unit), {
      latest: latest.value,
    });
  await recordReading(trx, now, row, { value: body.value, source: 'customer' });
  return carDueView(trx, deps, row);
}
