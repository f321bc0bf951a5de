import type { Knex } from 'knex';
import { cancelQueued } from '../notifications/notifications.repository.ts';
import { loadForWrite } from './appointment-change.ts';
import { removeAppointment } from './appointments.repository.ts';

/** DELETE /api/admin/appointments/{id}: its unit, services and timeline go with it, and its unsent mails. */
export async function deleteAppointment(trx: Knex, id: number, version: number | undefined): Promise<void> {
  await loadForWrite(trx, id, version);
  await cancelQueued(trx, id, 'all');
  await removeAppointment(trx, id);
}
