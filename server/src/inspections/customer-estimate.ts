import type { Knex } from 'knex';
import { orderIdOf } from '@shop/shared/bookings/ics';
import { linesRevised } from '@shop/shared/inspections/estimate-revision';
import { answerProblem, decisionsOf, estimateOpen, estimateTotals } from '@shop/shared/inspections/estimate-rules';
import type { EstimateAnswer, EstimateView, Inspection } from '@shop/shared/inspections/inspection.schema';
import { inspectionMessages as m } from '@shop/shared/inspections/messages';
import type { AppDeps } from '../app-deps.ts';
import { addEvent } from '../appointments/appointment-events.repository.ts';
import { findAppointment, findAppointmentLocked } from '../appointments/appointments.repository.ts';
import { AppError } from '../http/app-error.ts';
import { linkSlot } from '../links/link-slots.ts';
import { alertStaff } from '../notifications/plan.ts';
import { recordAnswer } from '../recommendations/record-declined.ts';
import { withdrawEstimateNotices } from './estimate-notices.ts';
import { nextVersion } from './inspection-change.ts';
import { toInspectionDto } from './inspection-dto.ts';
import { inspectionOfAppointment, linesOf, setDecisions, type InspectionRow } from './inspections.repository.ts';

/** The appointment's inspection once sent; before that there is nothing for the customer (404). */
async function sentInspection(db: Knex, appointmentId: number): Promise<InspectionRow> {
  const row = await inspectionOfAppointment(db, appointmentId);
  if (!row || row.status === 'draft') throw new AppError(404, 'not_found', m.estimateNotFound);
  return row;
}

/** GET /api/appointments/{id}/estimate?t=: the findings, photos (by the same token) and lines. */
export async function estimateView(
  db: Knex,
  deps: Pick<AppDeps, 'config'>,
  appointmentId: number,
  token: string | undefined,
): Promise<EstimateView> {
  const row = await sentInspection(db, appointmentId);
  const a = (await findAppointment(db, appointmentId))!;
  return {
    inspection: await toInspectionDto(db, row, deps.config.shop, token),
    vehicle: {
      make: a.vehicle_make,
      model: a.vehicle_model,
      year: a.vehicle_year,
      license_plate: a.license_plate ?? '',
    },
    order_id: orderIdOf(a.id, a.date),
    appointment_cancelled: !estimateOpen(a.status),
  };
}

/**
 * An answer stands for the lines she read. Another version than hers is a revision only when the
 * lines differ from those she read: a finding's note or a photo changes nothing she approves. An
 * answer from an older app says neither what it read nor (queued before the versions) its version:
 * it is sent back as revised too, with the estimate now, so she answers again instead of losing it.
 */
async function assertLinesAsRead(
  trx: Knex,
  deps: AppDeps,
  row: InspectionRow,
  answer: EstimateAnswer,
  token: string | undefined,
): Promise<void> {
  if (answer.version === row.version) return;
  const current = await estimateView(trx, deps, row.appointment_id, token);
  if (answer.read && !linesRevised(answer.read, current.inspection.lines)) return;
  throw new AppError(409, 'estimate_changed', m.estimateChanged, { version: row.version, current });
}

/**
 * POST /api/appointments/{id}/estimate/answer?t=: every pending line approved or declined, signed
 * with a name. A line not of this estimate is 400; answering again, or after the appointment was
 * cancelled, is 409; so is an answer to lines the shop has since revised (`estimate_changed`,
 * with the estimate as it is now). Staff are alerted; estimate notices not sent yet are withdrawn.
 */
export async function answerEstimate(
  trx: Knex,
  deps: AppDeps,
  appointmentId: number,
  answer: EstimateAnswer,
  token: string | undefined,
): Promise<Inspection> {
  const row = await sentInspection(trx, appointmentId);
  if (row.status === 'answered') throw new AppError(409, 'conflict', m.answer.already_answered);
  const a = (await findAppointmentLocked(trx, appointmentId))!;
  if (!estimateOpen(a.status)) throw new AppError(409, 'appointment_cancelled', m.estimateCancelled);
  await assertLinesAsRead(trx, deps, row, answer, token);
  const lines = await linesOf(trx, row.id);
  const problem = answerProblem(lines, answer);
  if (problem === 'already_answered') throw new AppError(409, 'conflict', m.answer[problem]);
  if (problem) throw new AppError(400, 'invalid_request', m.answer[problem]);
  const decisions = decisionsOf(answer);
  await setDecisions(trx, decisions);
  // Answered: a revision notice still waiting for its quiet window would ask her to answer again.
  await withdrawEstimateNotices(trx, appointmentId);
  const now = deps.clock.now();
  await recordAnswer(trx, decisions, now);
  await nextVersion(trx, deps, row, { status: 'answered', answered_at: now.toISOString(), signed_name: answer.name });
  const answered = lines.filter((l) => decisions.has(l.id)).map((l) => ({ ...l, decision: decisions.get(l.id)! }));
  const approvedCents = estimateTotals(answered, deps.config.shop.taxRatePercent).approved_cents;
  const summary = m.timelineAnswered(answer.approved.length, answered.length, approvedCents);
  await addEvent(trx, appointmentId, 'customer', summary, now);
  await alertStaff(trx, deps, {
    kind: 'staff_estimate',
    appointmentId,
    subject: m.staffSubject(orderIdOf(a.id, a.date)),
    lines: [summary, `Signed: ${answer.name}`, `${deps.config.publicUrl}/admin/inspections/${appointmentId}`],
  });
  // The answer may be kept for a replay (Idempotency-Key): its photo links carry a slot, filled
  // as it leaves (link-slots.ts), never the token itself.
  const slot = token === undefined ? undefined : linkSlot(deps.config.jwtSecret, 'manage', appointmentId);
  return toInspectionDto(trx, (await inspectionOfAppointment(trx, appointmentId))!, deps.config.shop, slot);
}
