import type { Knex } from 'knex';
import type { DashboardResponse } from '@shop/shared/appointments/appointments.schema';
import { countPendingRequests } from '../requests/requests.repository.ts';
import { toAppointmentDtos } from './appointment-dto.ts';
import { latestCustomerChanges } from './appointment-events.repository.ts';
import { appointmentsOfDay, dayBoard } from './appointment-search.repository.ts';

/** GET /api/admin/dashboard: the shop's day at a glance. */
export async function dashboard(db: Knex, now: { date: string; time: string }): Promise<DashboardResponse> {
  const board = await dayBoard(db, now);
  return {
    today: now.date,
    todayCount: board.todayCount,
    pendingRequests: await countPendingRequests(db),
    upcoming: await toAppointmentDtos(db, board.upcoming),
    latest: await toAppointmentDtos(db, board.latest),
    todayAppointments: await toAppointmentDtos(db, await appointmentsOfDay(db, now.date)),
    customerChanges: await latestCustomerChanges(db, 5),
  };
}
