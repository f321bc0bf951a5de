import type { Knex } from 'knex';
import { updateVersioned } from '../db/versioned-update.ts';
import type { ParsedAppointmentRequest, RequestStatus } from '@shop/shared/requests/request.schema';

/** An appointment_requests row. */
export interface RequestRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  vehicle_make: string;
  vehicle_model: string;
  vehicle_year: string;
  vin: string;
  license_plate: string;
  /** JSON array of service names. */
  service_needed: string;
  preferred_date: string | null;
  preferred_time: string | null;
  message: string;
  notes: string;
  status: RequestStatus;
  is_converted_to_appointment: number | boolean;
  appointment_id: number | null;
  version: number;
  created_at: string;
  updated_at: string;
}

/** Today's counts of the subjects (email, client address) under the daily request limit. */
export async function insertRequest(
  trx: Knex,
  body: ParsedAppointmentRequest,
  points: { customer_id: number; vehicle_id: number | null },
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  const [row] = (await trx('appointment_requests')
    .insert({
      first_name: body.firstName,
      last_name: body.lastName,
      email: body.email,
      phone: body.phone,
      vehicle_make: body.vehicleMake,
      vehicle_model: body.vehicleModel,
      vehicle_year: body.vehicleYear,
      vin: body.vin,
      license_plate: body.licensePlate,
      service_needed: JSON.stringify(body.serviceNeeded),
      preferred_date: body.preferredDate || null,
      preferred_time: body.preferredTime || null,
      message: body.message,
      status: 'pending',
      ...points,
      created_at: at,
      updated_at: at,
    })
    .returning('id')) as { id: number }[];
  return row.id;
}

export async function findRequest(db: Knex, id: number): Promise<RequestRow | undefined> {
  return db<RequestRow>('appointment_requests').where({ id }).first();
}

/** The newest requests first, at most 1,000, of one status or all. */
export async function listRequests(db: Knex, status: RequestStatus | 'all'): Promise<RequestRow[]> {
  const q = db<RequestRow>('appointment_requests').orderBy('created_at', 'desc').limit(1000);
  if (status !== 'all') q.where({ status });
  return q;
}

export async function countPendingRequests(db: Knex): Promise<number> {
  const [{ n }] = (await db('appointment_requests').where({ status: 'pending' }).count({ n: '*' })) as { n: number }[];
  return Number(n);
}

/** Writes changed columns as the next version, compare-and-set; null when the row moved on meanwhile. */
export async function updateRequestRow(
  trx: Knex,
  row: Pick<RequestRow, 'id' | 'version'>,
  changes: Partial<RequestRow>,
  now: Date,
): Promise<number | null> {
  return updateVersioned(trx, 'appointment_requests', row, changes, now);
}
