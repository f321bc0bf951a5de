import type { Knex } from 'knex';
import type { RescheduleBody } from '@shop/shared/appointments/self-service';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import { trackingMessages } from '@shop/shared/tracking/messages';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../http/app-error.ts';
import { alertStaff, notifyCustomer, planReminder } from '../notifications/plan.ts';
import { applyChanges, loadForWrite } from './appointment-change.ts';
import { assertChangeable, customerChangeAlert } from './cancel-appointment.ts';
import { rescheduledMail } from './change-mail.ts';
import { planReschedule } from './reschedule-appointment.ts';

/**
 * POST /api/appointments/{id}/reschedule: the customer's own move, free of charge until the
 * appointment starts. The new time follows the slot rules of the appointment's own type (400 for
 * a time never offered, 409 slot_unavailable for a taken one), checked in the same transaction
 * as the write; the mail carries a calendar file that moves the event.
 */
export async function moveAppointment(
  trx: Knex,
  deps: AppDeps,
  id: number,
  body: RescheduleBody,
  manageUrl: string,
): Promise<Appointment> {
  const row = await loadForWrite(trx, id, undefined);
  assertChangeable(row, deps);
  if (row.date === body.date && row.start_time === body.start_time)
    throw new AppError(400, 'invalid_request', trackingMessages.sameTime);
  const to = { date: body.date, start: body.start_time };
  const change = await planReschedule(trx, deps, row, to, row.status, 'customer');
  const appointment = await applyChanges(trx, row, [change], deps.clock.now());
  const mail = rescheduledMail(deps, appointment, manageUrl, row);
  await notifyCustomer(trx, deps, { kind: 'moved', appointmentId: id, mail, manageUrl });
  await planReminder(trx, deps, appointment, manageUrl);
  await alertStaff(trx, deps, customerChangeAlert(appointment, change.events[0].message));
  return appointment;
}
