import type { Knex } from 'knex';
import { vehicleMessages as m } from '@shop/shared/vehicles/messages';
import type { Reading, ReadingCreate } from '@shop/shared/vehicles/vehicle.schema';
import { AppError } from '../http/app-error.ts';
import { toReading } from './vehicle-page.ts';
import type { VehicleRow } from './vehicles.repository.ts';
import { insertReading, latestReadingBy, vehicleOfAppointment } from './readings.repository.ts';

/**
 * POST /api/admin/vehicles/{id}/readings and the odometer asked at check-in: one reading,
 * appended. It may not read less than the latest reading taken up to its time (409
 * `odometer_lower` with that value) unless it is sent as a correction; only an import may be
 * dated, and never in the future; the appointment it names must be one of this car.
 */
export async function recordReading(
  trx: Knex,
  now: Date,
  vehicle: Pick<VehicleRow, 'id' | 'odometer_unit'>,
  body: Omit<ReadingCreate, 'recorded_at'> & { recorded_at?: string },
): Promise<Reading> {
  const at = body.recorded_at === undefined ? now : new Date(body.recorded_at);
  if (at.getTime() > now.getTime()) throw new AppError(400, 'invalid_request', m.readingInFuture);
  if (body.appointment_id !== undefined) {
    const appointment = await vehicleOfAppointment(trx, body.appointment_id);
    if (appointment?.vehicle_id !== vehicle.id) throw new AppError(422, 'invalid_request', m.readingOtherAppointment);
  }
  const recorded_at = at.toISOString();
  const latest = await latestReadingBy(trx, vehicle.id, recorded_at);
  if (latest && body.value < latest.value && body.correction !== true)
    throw new AppError(409, 'odometer_lower', m.odometerLower(latest.value, vehicle.odometer_unit), {
      latest: latest.value,
    });
  const row = {
    vehicle_id: vehicle.id,
    value: body.value,
    source: body.source,
    recorded_at,
    appointment_id: body.appointment_id ?? null,
  };
  await insertReading(trx, row, now);
  return toReading(row);
}
