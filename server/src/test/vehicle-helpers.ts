import { upsertCustomer } from '../customers/customers.repository.ts';
import { insertVehicleUnlessVinTaken, type NewVehicle } from '../vehicles/vehicles.repository.ts';
import { bookAs } from './booking-helpers.ts';
import { vehicleToken } from '../vehicles/vehicle-token.ts';
import type { TestApp } from './test-app.ts';

export interface TestCar {
  customerId: number;
  vehicleId: number;
}

/** A customer (by email, made once) with one more car. */
export async function carOf(
  t: TestApp,
  email = 'ana@example.com',
  over: Partial<NewVehicle> = {},
  userId: number | null = null,
): Promise<TestCar> {
  const now = t.clock.now();
  const customer = await upsertCustomer(
    t.db,
    {
      userId,
      email,
      first_name: 'Ana',
      last_name: 'Lopez',
      phone: '(510) 555-0100',
      phone_digits: '5105550100',
      phone_e164: '+15105550100',
    },
    now,
  );
  const vehicle = await insertVehicleUnlessVinTaken(
    t.db,
    {
      customer_id: customer.id,
      vin: null,
      plate: '',
      plate_key: '',
      make: 'Toyota',
      model: 'Corolla',
      year: '2018',
      ...over,
    },
    now,
  );
  if (!vehicle) throw new Error(`another car holds VIN ${over.vin}`);
  return { customerId: Number(customer.id), vehicleId: Number(vehicle.id) };
}

/** A booking made through the wizard, then pointed at `car` (as finding the car at booking does). */
export async function visitOf(t: TestApp, car: TestCar, over: Record<string, unknown> = {}, token?: string) {
  const booking = await bookAs(t, over, token);
  await t
    .db('appointments')
    .where({ id: booking.id })
    .update({ vehicle_id: car.vehicleId, customer_id: car.customerId });
  return booking;
}

/** Posts a reading as staff. */
export const postReading = (t: TestApp, admin: string, vehicleId: number, body: Record<string, unknown>) =>
  t.call('POST', `/api/admin/vehicles/${vehicleId}/readings`, { body, token: admin });

/** How many readings are stored (of one car, if given): a number on both databases. */
export async function readingCount(t: TestApp, vehicleId?: number): Promise<number> {
  const q = t.db('vehicle_readings');
  if (vehicleId !== undefined) q.where({ vehicle_id: vehicleId });
  const [row] = (await q.count({ n: '*' })) as { n: number | string }[];
  return Number(row!.n);
}

/** The token a reminder or follow-up of this car carries now: made for the car and its owner of the day. */
export async function carTokenOf(t: TestApp, vehicleId: number): Promise<string> {
  const row = (await t.db('vehicles').where({ id: vehicleId }).first('customer_id')) as { customer_id: number };
  return vehicleToken(t.config.jwtSecret, { id: vehicleId, customer_id: Number(row.customer_id) });
}
