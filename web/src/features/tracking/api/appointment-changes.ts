import type { RescheduleBody } from '@shop/shared/appointments/self-service';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import { toDisplayMoment } from '@shop/shared/time/time-format';
import { trackingPagePath, withToken } from '@shop/shared/tracking/tracking-links';
import type { OutboxRow } from '@/features/offline/api/outbox-db.ts';
import { discardLazily, submitLazily } from '@/features/offline/api/submit-lazily.ts';
import { queryClient } from '@/lib/query-client.ts';
import type { ChangeContext } from './own-change.ts';
import { myAppointmentsQuery } from './my-appointments.ts';
import { trackingKeys } from './tracking.ts';

/** How a change ended: sent, saved for later (offline), or refused with the server's reason. */
export type ChangeOutcome =
  | { state: 'sent'; appointment: Appointment; fee?: number }
  | { state: 'queued' }
  | { state: 'refused'; error: string; conflict: boolean };

/** The caches that show an appointment to its customer. */
export const refreshAppointmentViews = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: trackingKeys.all }),
    queryClient.invalidateQueries({ queryKey: myAppointmentsQuery.queryKey }),
  ]);

async function settle(row: OutboxRow, fallback: string): Promise<ChangeOutcome> {
  if (row.status === 'queued' || row.status === 'paused') return { state: 'queued' };
  if (row.status === 'sent') {
    await refreshAppointmentViews();
    const body = row.response as { appointment: Appointment; cancellation?: { fee: number } };
    return { state: 'sent', appointment: body.appointment, fee: body.cancellation?.fee };
  }
  // Refused while the customer watches: the page says why, so the outbox need not keep it.
  await discardLazily(row.id);
  await refreshAppointmentViews();
  return { state: 'refused', error: row.lastError ?? fallback, conflict: row.status === 'conflict' };
}

/** POST /api/appointments/{id}/cancel through the outbox: sent now, or kept and sent when online. */
export async function cancelOwnAppointment(id: number, token: string | undefined, reason: string) {
  const context: ChangeContext = { appointmentId: id, token, action: 'cancel' };
  const row = await submitLazily({
    kind: 'appointment',
    label: `Cancel appointment #${id}`,
    method: 'POST',
    path: withToken(`/api/appointments/${id}/cancel`, token),
    payload: reason.trim() ? { reason: reason.trim() } : {},
    context: { ...context },
  });
  return settle(row, 'The appointment could not be cancelled.');
}

/** POST /api/appointments/{id}/reschedule through the outbox. */
export async function rescheduleOwnAppointment(id: number, token: string | undefined, to: RescheduleBody) {
  const context: ChangeContext = { appointmentId: id, token, action: 'reschedule' };
  const row = await submitLazily({
    kind: 'appointment',
    label: `Move appointment #${id} to ${toDisplayMoment(to.date, to.start_time)}`,
    method: 'POST',
    path: withToken(`/api/appointments/${id}/reschedule`, token),
    payload: to,
    context: { ...context },
  });
  return settle(row, 'The appointment could not be moved.');
}

/** "Pick another time" for a move whose time was taken: drops the row; returns the page to open with the picker. */
export async function reopenMoveFor(row: OutboxRow): Promise<string> {
  const c = row.context as unknown as ChangeContext;
  await discardLazily(row.id);
  return trackingPagePath(c.appointmentId, c.token);
}
