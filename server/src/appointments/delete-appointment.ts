import type { Knex } from 'knex';
import { appointmentMessages as m } from '@shop/shared/appointments/messages';
import { staleWrite } from '../http/versioned.ts';
import { cancelQueued } from '../notifications/notifications.repository.ts';
import { loadForWrite } from './appointment-change.ts';
import { loadAppointmentDto } from './appointment-dto.ts';
import { removeAppointment } from './appointments.repository.ts';

/** DELETE /api/admin/appointments/{id}: its unit, services and timeline go with it, and its unsent mails. */
export async function deleteAppointment(trx: Knex, id: number, version: number | undefined): Promise<void> {
  const row = await loadForWrite(trx, id, version);
  await cancelQueued(trx, id, 'all');
  // Removed only as it was read: a change made meanwhile is not deleted unseen.
  if (!(await removeAppointment(trx, row))) throw await staleWrite(() => loadAppointmentDto(trx, id), m.conflict);
}
