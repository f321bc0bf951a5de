import type { Knex } from 'knex';
import { appointmentMessages as m } from '@shop/shared/appointments/messages';
import { holdsBay, statusLabel } from '@shop/shared/appointments/appointment-status';
import type { Appointment, AppointmentStatus } from '@shop/shared/bookings/booking.schema';
import { trackingMessages } from '@shop/shared/tracking/messages';
import { mayMarkNoShow, noShowMessages } from '@shop/shared/appointments/no-show';
import type { AppDeps } from '../app-deps.ts';
import { recordCheckInReading } from '../vehicles/check-in-reading.ts';
import { AppError } from '../http/app-error.ts';
import { afterStaffChange } from '../notifications/plan.ts';
import { applyChanges, loadForWrite, type Change } from './appointment-change.ts';
import type { AppointmentRow } from './appointments.repository.ts';
import { slotTypeOf, takeUnit } from './capacity.ts';

/**
 * A new status where the appointment stands. Cancelling frees its unit at once; bringing it
 * back needs a free unit in its slot (409 slot_unavailable when the slot filled meanwhile).
 * When the same write also moves it, the move decides the unit.
 */
export async function planStatus(
  trx: Knex,
  deps: AppDeps,
  row: AppointmentRow,
  status: AppointmentStatus,
  moving: boolean,
): Promise<Change> {
  if (
    status === 'no_show' &&
    row.status !== 'no_show' &&
    !mayMarkNoShow(row.date, row.start_time, deps.config.shop.timeZone, deps.clock.now())
  )
    throw new AppError(400, 'invalid_request', noShowMessages.tooEarly);
  const change: Change = { columns: { status }, events: [] };
  // A fee belongs to the customer's cancellation; bringing the appointment back drops it.
  if (status !== 'cancelled') change.columns.cancellation_fee_cents = null;
  if (status !== row.status)
    change.events.push({ kind: 'status', message: trackingMessages.statusChanged(statusLabel(status)) });
  if (moving) return change;
  if (!holdsBay(status)) change.columns.bay = null;
  else if (row.bay === null) {
    const target = { date: row.date, start: row.start_time, type: slotTypeOf(row), serviceIds: [] };
    change.columns.bay = await takeUnit(trx, deps, target, {
      excludeId: row.id,
      slotRules: false,
      message: m.statusTakenSlot,
    });
  }
  return change;
}

/** PUT /api/admin/appointments/{id}/status, with the odometer when check-in read it. */
export async function changeStatus(
  trx: Knex,
  deps: AppDeps,
  id: number,
  body: { status: AppointmentStatus; version?: number; odometer?: number; correction?: boolean },
): Promise<Appointment> {
  const row = await loadForWrite(trx, id, body.version);
  if (body.odometer !== undefined)
    await recordCheckInReading(trx, deps.clock.now(), id, { odometer: body.odometer, correction: body.correction });
  const appointment = await applyChanges(
    trx,
    row,
    [await planStatus(trx, deps, row, body.status, false)],
    deps.clock.now(),
  );
  await afterStaffChange(trx, deps, row, appointment);
  return appointment;
}
