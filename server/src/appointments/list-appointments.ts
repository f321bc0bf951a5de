import type { Knex } from 'knex';
import type { AdminSearchQuery } from '@shop/shared/appointments/appointments.schema';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import type { ReadCache } from '../db/read-cache.ts';
import { keptAnswer, type JsonAnswer } from '../http/json-answer.ts';
import { toAppointmentDtos } from './appointment-dto.ts';
import { searchAppointments } from './appointment-search.repository.ts';

/** GET /api/admin/appointments: the search, upcoming first then past, with the total that matched. */
export async function listAppointments(
  db: Knex,
  search: AdminSearchQuery,
  now: { date: string; time: string },
): Promise<{ appointments: Appointment[]; total: number }> {
  const { rows, total } = await searchAppointments(db, search, now);
  return { appointments: await toAppointmentDtos(db, rows), total };
}

/** What a page is read from. */
export const LIST_TABLES = ['appointments', 'appointment_services', 'services', 'users'];

/**
 * The same answer, encoded and kept while nothing is written: staff screens ask for the same
 * page again and again, and each read of a page of 50 costs about 1,700 column values (plus the
 * count and the service lines) on the one connection every request shares.
 */
export function listAppointmentsAnswer(
  db: Knex,
  cache: ReadCache<JsonAnswer>,
  search: AdminSearchQuery,
  now: { date: string; time: string },
): Promise<JsonAnswer> {
  return keptAnswer(cache, [search, now], () => listAppointments(db, search, now));
}
