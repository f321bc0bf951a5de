import type { Knex } from 'knex';
import type { RescheduleBody } from '@shop/shared/appointments/self-service';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import { trackingMessages } from '@shop/shared/tracking/messages';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../http/app-error.ts';
import { notifyCustomer, planReminder } from '../notifications/plan.ts';
import { alertStaffOfCustomerChange } from '../notifications/staff-digest.ts';
import { applyChanges, loadForWrite } from './appointment-change.ts';
import { countCustomerMove } from './appointments.repository.ts';
import { assertChangeable } from './cancel-appointment.ts';
import { rescheduledMail, type Actor } from './change-mail.ts';
import { planReschedule } from './reschedule-appointment.ts';

/**
 * POST /api/appointments/{id}/reschedule: the customer's own move, free of charge until the
 * appointment starts; a move inside the 24 hours before the start keeps that start as the fee's
 * reference for 24 hours after it (cancelling the new time by then costs the late fee). The new time follows the slot rules of the appointment's own type (400 for
 * a time never offered, 409 slot_unavailable for a taken one), checked in the same transaction
 * as the write; the mail carries a calendar file that moves the event. A customer moves one
 * appointment at most CUSTOMER_MOVES_PER_APPOINTMENT times (then 429 with the shop's phone), so
 * the mails a move sends are capped too; staff moving it through this route are not counted.
 */
export async function moveAppointment(
  trx: Knex,
  deps: AppDeps,
  id: number,
  body: RescheduleBody,
  by: { actor: Actor; manageUrl: string },
): Promise<Appointment> {
  const row = await loadForWrite(trx, id, undefined);
  const terms = assertChangeable(row, deps);
  if (row.date === body.date && row.start_time === body.start_time)
    throw new AppError(400, 'invalid_request', trackingMessages.sameTime);
  const to = { date: body.date, start: body.start_time };
  const change = await planReschedule(trx, deps, row, to, row.status, 'customer');
  change.columns.fee_reference_start = terms.referenceAfterMove?.toISOString() ?? null;
  const appointment = await applyChanges(trx, row, [change], deps.clock.now());
  // Counted after the move claimed its unit and wrote the row (rows, then counters); a move
  // over the limit is refused here, and its transaction rolls the move back.
  const limit = deps.config.customerMovesPerAppointment;
  if (by.actor === 'customer' && !(await countCustomerMove(trx, id, limit)))
    throw new AppError(429, 'too_many_requests', trackingMessages.tooManyMoves(limit, deps.config.shop.phone), {
      retry: false,
    });
  const mail = rescheduledMail(deps, appointment, by.manageUrl, row);
  await notifyCustomer(trx, deps, { kind: 'moved', appointmentId: id, mail, manageUrl: by.manageUrl });
  await planReminder(trx, deps, appointment, by.manageUrl);
  if (by.actor === 'customer') await alertStaffOfCustomerChange(trx, deps, appointment, change.events[0].message);
  return appointment;
}
