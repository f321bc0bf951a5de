import type { Knex } from 'knex';
import type { Reading, ReadingSource } from '@shop/shared/vehicles/vehicle.schema';

export interface ReadingRow {
  id: number;
  vehicle_id: number;
  value: number;
  source: ReadingSource;
  recorded_at: string;
  appointment_id: number | null;
  created_at: string;
}

const COLUMNS = ['vehicle_id', 'value', 'source', 'recorded_at', 'appointment_id'] as const;

/** The readings of the given cars, newest first (by when they were taken, then by when they were written). */
export async function readingsOf(db: Knex, vehicleIds: number[]): Promise<(Reading & { vehicle_id: number })[]> {
  return (await db('vehicle_readings')
    .whereIn('vehicle_id', vehicleIds)
    .orderBy([
      { column: 'recorded_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .select(...COLUMNS)) as (Reading & { vehicle_id: number })[];
}

/** The car's latest reading taken at or before `at`, if any: the one a new reading may not go below. */
export async function latestReadingBy(
  db: Knex,
  vehicleId: number,
  at: string,
): Promise<Pick<ReadingRow, 'value'> | undefined> {
  return (await db('vehicle_readings')
    .where({ vehicle_id: vehicleId })
    .where('recorded_at', '<=', at)
    .orderBy([
      { column: 'recorded_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .first('value')) as Pick<ReadingRow, 'value'> | undefined;
}

export async function insertReading(trx: Knex, row: Omit<ReadingRow, 'id' | 'created_at'>, now: Date): Promise<void> {
  await trx('vehicle_readings').insert({ ...row, created_at: now.toISOString() });
}

/** The car an appointment is of (null when it has none yet), or undefined for no such appointment. */
export async function vehicleOfAppointment(
  db: Knex,
  appointmentId: number,
): Promise<{ vehicle_id: number | null } | undefined> {
  return (await db('appointments').where({ id: appointmentId }).first('vehicle_id')) as
    { vehicle_id: number | null } | undefined;
}

/** True when the appointment already recorded this value at check-in: a retried check-in adds nothing. */
export async function hasCheckInReading(db: Knex, appointmentId: number, value: number): Promise<boolean> {
  return (
    (await db('vehicle_readings').where({ appointment_id: appointmentId, source: 'check_in', value }).first('id')) !==
    undefined
  );
}
