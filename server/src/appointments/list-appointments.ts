import type { Knex } from 'knex';
import type { AdminSearchQuery } from '@shop/shared/admin/admin.schema';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
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
