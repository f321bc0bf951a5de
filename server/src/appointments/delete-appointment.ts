import type { Knex } from 'knex';
import { loadForWrite } from './appointment-change.ts';
import { removeAppointment } from './appointments.repository.ts';

/** DELETE /api/admin/appointments/{id}: its unit, services and timeline go with it. */
export async function deleteAppointment(trx: Knex, id: number, version: number | undefined): Promise<void> {
  await loadForWrite(trx, id, version);
  await removeAppointment(trx, id);
}
