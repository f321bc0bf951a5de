import type { Knex } from 'knex';
import type { Inspection } from '@shop/shared/inspections/inspection.schema';
import { estimateOpen } from '@shop/shared/inspections/estimate-rules';
import { inspectionMessages as m } from '@shop/shared/inspections/messages';
import { mailOrigin, type AppDeps } from '../app-deps.ts';
import { loadAppointmentDto } from '../appointments/appointment-dto.ts';
import { addEvent } from '../appointments/appointment-events.repository.ts';
import { findAppointmentLocked } from '../appointments/appointments.repository.ts';
import { AppError } from '../http/app-error.ts';
import { smsTo } from '../notifications/plan-sms.ts';
import { notifyCustomer } from '../notifications/plan.ts';
import { insertNotifications } from '../notifications/notifications.repository.ts';
import { estimateUrl } from './estimate-link.ts';
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
  const a = (await loadAppointmentDto(trx, row.appointment_id))!;
  const url = await estimateUrl(trx, mailOrigin(deps), a.id);
  const name = a.user.name.split(' ')[0] || a.user.name;
  const mail = {
    to: a.user.email,
    subject: m.mailSubject(deps.config.shop.name),
    text: m.mailBody(name, url),
    links: [url],
  };
  await notifyCustomer(trx, deps, { kind: 'estimate', appointmentId: a.id, mail });
  const sms = await smsTo(trx, deps, a, { kind: 'estimate', text: m.sms(deps.config.shop.name, url), plannedAt: now });
  await insertNotifications(trx, sms, now);
  return inspection;
}
