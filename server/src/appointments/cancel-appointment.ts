import type { Knex } from 'knex';
import { selfServiceOptions } from '@shop/shared/appointments/self-service';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import type { CancelBody } from '@shop/shared/appointments/self-service';
import { toDollars } from '@shop/shared/money/format-money';
import { shopInstant } from '@shop/shared/time/shop-time';
import { trackingMessages } from '@shop/shared/tracking/messages';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../http/app-error.ts';
import { notifyCustomer, planReminder } from '../notifications/plan.ts';
import { alertStaffOfCustomerChange } from '../notifications/staff-digest.ts';
import { applyChanges, loadForWrite, type Change } from './appointment-change.ts';
import type { AppointmentRow } from './appointments.repository.ts';
import { cancelledMail, type Actor } from './change-mail.ts';

export interface Cancelled {
  appointment: Appointment;
  cancellation: { fee: number; free: boolean };
}

/** When the appointment starts, and what the customer may still do about it now (and at what fee). */
export function optionsOf(row: AppointmentRow, deps: Pick<AppDeps, 'config' | 'clock'>) {
  const start = shopInstant(row.date, row.start_time, deps.config.shop.timeZone);
  const feeReference = row.fee_reference_start ? new Date(row.fee_reference_start) : null;
  return selfServiceOptions({ status: row.status, start, totalCents: row.total_cents, feeReference }, deps.clock.now());
}

/** 409 conflict, saying why, when the appointment is past, completed or cancelled. */
export function assertChangeable(row: AppointmentRow, deps: Pick<AppDeps, 'config' | 'clock'>) {
  const options = optionsOf(row, deps);
  if (options.refusal) throw new AppError(409, 'conflict', trackingMessages.refusal[options.refusal]);
  return options;
}

/**
 * POST /api/appointments/{id}/cancel: frees the unit at once and stores the fee the policy sets
 * (free more than 24 hours ahead, else 20% of the total; also due until 24 hours after the earlier
 * start of a move made inside the fee window). The mail carries a calendar file that removes the
 * event.
 */
export async function cancelAppointment(
  trx: Knex,
  deps: AppDeps,
  id: number,
  body: CancelBody,
  by: { actor: Actor; manageUrl: string },
): Promise<Cancelled> {
  const row = await loadForWrite(trx, id, undefined);
  const terms = assertChangeable(row, deps);
  const change: Change = {
    columns: { status: 'cancelled', bay: null, cancellation_fee_cents: terms.feeCents },
    events: [
      { kind: by.actor === 'customer' ? 'customer' : 'status', message: trackingMessages.cancelledBy(by.actor) },
    ],
  };
  if (body.reason) change.events.push({ kind: 'progress', message: trackingMessages.cancelReason(body.reason) });
  const appointment = await applyChanges(trx, row, [change], deps.clock.now());
  const mail = cancelledMail(deps, appointment, by.manageUrl, terms.feeCents);
  await notifyCustomer(trx, deps, { kind: 'cancelled', appointmentId: id, mail, manageUrl: by.manageUrl });
  await planReminder(trx, deps, appointment);
  if (by.actor === 'customer') await alertStaffOfCustomerChange(trx, deps, appointment, change.events[0].message);
  return { appointment, cancellation: { fee: toDollars(terms.feeCents), free: terms.free } };
}
