import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { appointmentMessages } from '@shop/shared/appointments/messages';
import type { Inspection } from '@shop/shared/inspections/inspection.schema';
import type { AppDeps } from '../app-deps.ts';
import { findAppointment } from '../appointments/appointments.repository.ts';
import { AppError } from '../http/app-error.ts';
import { toInspectionDto } from './inspection-dto.ts';
import { shopChecklist } from './checklist.ts';
import { inspectionOfAppointment, insertInspection } from './inspections.repository.ts';

/**
 * POST /api/admin/appointments/{id}/inspection: a draft from the shop's checklist (201), under the
 * id the device made when it gave one, or the appointment's inspection that exists (200).
 */
export async function startInspection(
  trx: Knex,
  deps: Pick<AppDeps, 'config' | 'clock'>,
  appointmentId: number,
  id: string | undefined,
): Promise<{ created: boolean; inspection: Inspection }> {
  if (!(await findAppointment(trx, appointmentId)))
    throw new AppError(404, 'not_found', appointmentMessages.appointmentNotFound);
  const existing = await inspectionOfAppointment(trx, appointmentId);
  if (existing) return { created: false, inspection: await toInspectionDto(trx, existing, deps.config.shop) };
  const checklist = await shopChecklist(trx);
  await insertInspection(trx, { id: id ?? randomUUID(), appointment_id: appointmentId }, checklist, deps.clock.now());
  const row = (await inspectionOfAppointment(trx, appointmentId))!;
  return { created: true, inspection: await toInspectionDto(trx, row, deps.config.shop) };
}
