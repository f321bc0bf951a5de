import type { Knex } from 'knex';
import { appointmentMessages as m } from '@shop/shared/appointments/messages';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import { AppError } from '../http/app-error.ts';
import { assertVersion, staleWrite } from '../http/versioned.ts';
import { loadAppointmentDto, toAppointmentDtos } from './appointment-dto.ts';
import { addEvent, type EventKind } from './appointment-events.repository.ts';
import { findAppointment, updateAppointment, type AppointmentRow } from './appointments.repository.ts';

/** What one use case changes on an appointment: columns, and entries for its timeline. */
export interface Change {
  columns: Partial<AppointmentRow>;
  events: { kind: EventKind; message: string }[];
}

/**
 * The appointment a write is about. Unknown is 404; a `version` other than the stored one is
 * 409 conflict carrying the current appointment, so the client can show both sides.
 */
export async function loadForWrite(trx: Knex, id: number, version: number | undefined): Promise<AppointmentRow> {
  const row = await findAppointment(trx, id);
  if (!row) throw new AppError(404, 'not_found', m.appointmentNotFound);
  await assertVersion(row.version, version, async () => (await toAppointmentDtos(trx, [row]))[0]!, m.conflict);
  return row;
}

/**
 * Writes the changes as one new version of the row as read, adds their timeline entries and
 * answers the result. When the row moved on since it was read, nothing is written: StaleWrite.
 */
export async function applyChanges(trx: Knex, row: AppointmentRow, changes: Change[], now: Date): Promise<Appointment> {
  const columns = Object.assign({}, ...changes.map((c) => c.columns)) as Partial<AppointmentRow>;
  if ((await updateAppointment(trx, row, columns, now)) === null)
    throw await staleWrite(() => loadAppointmentDto(trx, row.id), m.conflict);
  for (const e of changes.flatMap((c) => c.events)) await addEvent(trx, row.id, e.kind, e.message, now);
  return (await loadAppointmentDto(trx, row.id))!;
}
