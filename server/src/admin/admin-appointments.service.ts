import type { Knex } from 'knex';
import type { z } from 'zod';
import type { appointmentEditSchema } from '@shop/shared/admin/admin.schema';
import { adminMessages as m } from '@shop/shared/admin/messages';
import type { Appointment, AppointmentStatus } from '@shop/shared/bookings/booking.schema';
import { bookingMessages } from '@shop/shared/bookings/messages';
import { availableSlots, endOf } from '@shop/shared/bookings/slot-rules';
import { trackingMessages } from '@shop/shared/tracking/messages';
import { toDisplayDate, toDisplayTime } from '@shop/shared/time/time-format';
import type { AppDeps } from '../app-deps.ts';
import { addEvent, findAppointment, freeUnit, loadAppointmentDto, occupancyOf, type AppointmentRow } from '../bookings/appointments.repository.ts';
import { AppError } from '../http/app-error.ts';

type Edit = z.output<typeof appointmentEditSchema>;

const STATUS_LABELS: Record<AppointmentStatus, string> = {
  scheduled: 'Scheduled',
  confirmed: 'Confirmed',
  pending: 'Pending',
  completed: 'Completed',
  cancelled: 'Cancelled',
  admin_blocked: 'Admin Blocked',
};
export const statusLabel = (s: AppointmentStatus) => STATUS_LABELS[s];

const occupies = (status: AppointmentStatus) => status !== 'cancelled';

export async function loadForWrite(trx: Knex, id: number, version: number | undefined): Promise<AppointmentRow> {
  const row = await findAppointment(trx, id);
  if (!row) throw new AppError(404, 'not_found', m.appointmentNotFound);
  if (version !== undefined && version !== row.version) throw new AppError(409, 'conflict', m.conflict, { appointment_version: row.version });
  return row;
}

/** Checks a reschedule target against the rules and the clock, leaving this booking out. */
async function assertSlotFree(trx: Knex, deps: AppDeps, row: AppointmentRow, date: string, start: string): Promise<void> {
  const occupancy = await occupancyOf(trx, date, row.id);
  const serviceIds = (await trx('appointment_services').where({ appointment_id: row.id }).pluck('service_id')) as number[];
  const type = row.is_ghost_slot ? 'dropoff' : 'hourly';
  const free = availableSlots({ date, type, serviceIds, now: deps.clock.now(), config: deps.config.shop, occupancy });
  if (!free.some((s) => s.start_time === start)) throw new AppError(409, 'slot_unavailable', bookingMessages.slotUnavailable);
}

/**
 * Edits and/or reschedules an appointment. Moving it or bringing it back from cancelled needs a
 * free bay (409 slot_unavailable otherwise); a stale version is 409 conflict.
 */
export async function editAppointment(trx: Knex, deps: AppDeps, id: number, edit: Edit): Promise<Appointment> {
  const row = await loadForWrite(trx, id, edit.version);
  const now = deps.clock.now();
  const status = edit.status ?? row.status;
  const date = edit.date ?? row.date;
  const start = edit.start_time ?? row.start_time;
  const moved = date !== row.date || start !== row.start_time;
  const changes: Record<string, unknown> = {};

  if (moved) await assertSlotFree(trx, deps, row, date, start);
  if (!occupies(status)) changes.bay = null;
  else if (moved || row.bay === null) {
    const unit = row.is_ghost_slot
      ? await freeUnit(trx, { date, ghost: true }, deps.config.shop.dropOffsPerDay, row.id)
      : await freeUnit(trx, { date, start_time: start, ghost: false }, deps.config.shop.bays, row.id);
    if (unit === null) throw new AppError(409, 'slot_unavailable', moved ? bookingMessages.slotUnavailable : m.statusTakenSlot);
    changes.bay = unit;
  }
  if (moved) Object.assign(changes, { date, start_time: start, end_time: endOf(start) });
  if (edit.status) changes.status = status;
  const map: [keyof Edit, string][] = [
    ['notes', 'notes'],
    ['first_name', 'contact_first_name'],
    ['last_name', 'contact_last_name'],
    ['email', 'contact_email'],
    ['phone', 'contact_phone'],
    ['vehicle_make', 'vehicle_make'],
    ['vehicle_model', 'vehicle_model'],
    ['vehicle_year', 'vehicle_year'],
    ['vehicle_vin', 'vin'],
    ['vehicle_license', 'license_plate'],
  ];
  for (const [from, to] of map) if (edit[from] !== undefined) changes[to] = edit[from];

  try {
    await trx('appointments')
      .where({ id })
      .update({ ...changes, version: row.version + 1, updated_at: now.toISOString() });
  } catch (err) {
    if (/UNIQUE constraint failed: appointments/.test(String(err))) throw new AppError(409, 'slot_unavailable', bookingMessages.slotUnavailable);
    throw err;
  }
  if (edit.status && edit.status !== row.status) await addEvent(trx, id, 'status', trackingMessages.statusChanged(statusLabel(status)), now);
  if (moved) await addEvent(trx, id, 'reschedule', trackingMessages.rescheduled(`${toDisplayDate(date)} ${toDisplayTime(start)}`), now);
  return (await loadAppointmentDto(trx, id))!;
}

export async function deleteAppointment(trx: Knex, id: number, version: number | undefined): Promise<void> {
  await loadForWrite(trx, id, version);
  await trx('appointments').where({ id }).delete();
}

/** A progress note on the customer's tracking timeline, optionally with a new estimated completion. */
export async function addProgressNote(
  trx: Knex,
  deps: AppDeps,
  id: number,
  note: { message: string; estimatedCompletion?: string | null },
): Promise<Appointment> {
  const row = await loadForWrite(trx, id, undefined);
  const now = deps.clock.now();
  await addEvent(trx, id, 'progress', note.message, now);
  const changes: Record<string, unknown> = { version: row.version + 1, updated_at: now.toISOString() };
  if (note.estimatedCompletion !== undefined) changes.estimated_completion = note.estimatedCompletion;
  await trx('appointments').where({ id }).update(changes);
  return (await loadAppointmentDto(trx, id))!;
}
