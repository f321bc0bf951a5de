import type { Knex } from 'knex';
import type { Inspection } from '@shop/shared/inspections/inspection.schema';
import { estimateOpen } from '@shop/shared/inspections/estimate-rules';
import { inspectionMessages as m } from '@shop/shared/inspections/messages';
import type { AppDeps } from '../app-deps.ts';
import { addEvent } from '../appointments/appointment-events.repository.ts';
import { findAppointmentLocked } from '../appointments/appointments.repository.ts';
import { AppError } from '../http/app-error.ts';
import { planEstimateSent } from './estimate-notices.ts';
import { inspectionForWrite, nextVersion } from './inspection-change.ts';
import { linesOf } from './inspections.repository.ts';

/**
 * POST /api/admin/inspections/{id}/send: the estimate goes to the customer by mail (and SMS where
 * on) with its link. Sending again after new lines asks only about those; answered lines stay.
 * A cancelled appointment's estimate is not sent (409).
 */
export async function sendInspection(
  trx: Knex,
  deps: AppDeps,
  id: string,
  version: number | undefined,
): Promise<Inspection> {
  const row = await inspectionForWrite(trx, deps, id, version);
  const appointment = (await findAppointmentLocked(trx, row.appointment_id))!;
  if (!estimateOpen(appointment.status)) throw new AppError(409, 'appointment_cancelled', m.sendCancelled);
  const lines = await linesOf(trx, row.id);
  if (lines.length === 0) throw new AppError(400, 'invalid_request', m.nothingToSend);
  const now = deps.clock.now();
  const waiting = lines.some((l) => l.decision === 'pending');
  const inspection = await nextVersion(trx, deps, row, {
    status: waiting ? 'sent' : row.status,
    sent_at: now.toISOString(),
  });
  await addEvent(trx, row.appointment_id, 'inspection', m.timelineSent, now);
  await planEstimateSent(trx, deps, row.appointment_id);
  return inspection;
}
