import type { Knex } from 'knex';
import type { ParsedAppointmentEdit } from '@shop/shared/appointments/appointments.schema';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import type { AppDeps } from '../app-deps.ts';
import { afterStaffChange } from '../notifications/plan.ts';
import { applyChanges, loadForWrite, type Change } from './appointment-change.ts';
import { contactPhone, type AppointmentRow } from './appointments.repository.ts';
import { planStatus } from './change-status.ts';
import { planReschedule } from './reschedule-appointment.ts';

/** Edit form field -> column. */
const FIELDS: [keyof ParsedAppointmentEdit, keyof AppointmentRow][] = [
  ['notes', 'notes'],
  ['first_name', 'contact_first_name'],
  ['last_name', 'contact_last_name'],
  ['email', 'contact_email'],
  ['vehicle_make', 'vehicle_make'],
  ['vehicle_model', 'vehicle_model'],
  ['vehicle_year', 'vehicle_year'],
  ['vehicle_vin', 'vin'],
  ['vehicle_license', 'license_plate'],
];

/**
 * PUT /api/admin/appointments/{id}: customer, vehicle and notes, and optionally a new status
 * and/or a new date and time, written as one new version.
 */
export async function editAppointment(
  trx: Knex,
  deps: AppDeps,
  id: number,
  edit: ParsedAppointmentEdit,
): Promise<Appointment> {
  const row = await loadForWrite(trx, id, edit.version);
  const fields: Change = { columns: {}, events: [] };
  for (const [from, to] of FIELDS) if (edit[from] !== undefined) Object.assign(fields.columns, { [to]: edit[from] });
  if (edit.phone !== undefined) Object.assign(fields.columns, contactPhone(edit.phone));
  const date = edit.date ?? row.date;
  const start = edit.start_time ?? row.start_time;
  const moved = date !== row.date || start !== row.start_time;
  const status = edit.status ?? row.status;
  const changes = [fields];
  if (edit.status) changes.push(await planStatus(trx, deps, row, status, moved));
  if (moved) changes.push(await planReschedule(trx, deps, row, { date, start }, status));
  const appointment = await applyChanges(trx, row, changes, deps.clock.now());
  await afterStaffChange(trx, deps, row, appointment);
  return appointment;
}
