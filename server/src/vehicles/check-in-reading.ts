import type { Knex } from 'knex';
import { vehicleMessages as m } from '@shop/shared/vehicles/messages';
import { AppError } from '../http/app-error.ts';
import { liveVehicle } from './live-vehicle.ts';
import { recordReading } from './record-reading.ts';
import { hasCheckInReading, vehicleOfAppointment } from './readings.repository.ts';

/**
 * The odometer a status change brought (check-in asks it): a reading of the appointment's car with
 * source `check_in` and the appointment's id, under the rules of any reading. The same value sent
 * again for the same appointment (a retried check-in) adds nothing.
 */
export async function recordCheckInReading(
  trx: Knex,
  now: Date,
  appointmentId: number,
  reading: { odometer: number; correction?: boolean | undefined },
): Promise<void> {
  const appointment = await vehicleOfAppointment(trx, appointmentId);
  if (!appointment?.vehicle_id) throw new AppError(422, 'invalid_request', m.noVehicleToRead);
  if (await hasCheckInReading(trx, appointmentId, reading.odometer)) return;
  const vehicle = await liveVehicle(trx, appointment.vehicle_id);
  await recordReading(trx, now, vehicle, {
    value: reading.odometer,
    source: 'check_in',
    appointment_id: appointmentId,
    ...(reading.correction === undefined ? {} : { correction: reading.correction }),
  });
}
