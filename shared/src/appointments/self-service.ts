import { z } from '../zod.ts';
import type { AppointmentStatus } from '../bookings/booking.schema.ts';
import { cancellationTerms, feeReferenceAfterMove } from '../bookings/cancellation.ts';
import { isHhmm, isIsoDate } from '../time/shop-time.ts';
import type { trackingMessages } from '../tracking/messages.ts';
import { longText } from '../validation/text-fields.ts';

/** Why the customer can no longer cancel or move an appointment; the key of its message. */
export type SelfServiceRefusal = keyof typeof trackingMessages.refusal;

/**
 * The one rule for what a customer may still do: cancel or move an appointment until it starts,
 * unless it is already cancelled or completed (or a time the shop blocked).
 */
export function selfServiceRefusal(status: AppointmentStatus, start: Date, now: Date): SelfServiceRefusal | null {
  if (status === 'cancelled') return 'cancelled';
  if (status === 'completed') return 'completed';
  if (status === 'admin_blocked') return 'blocked';
  return start.getTime() <= now.getTime() ? 'started' : null;
}

/**
 * What the appointment page offers now: both actions or neither (with why), the fee a cancel would
 * cost (held by `feeReference` after a late move), and the reference a move now would leave.
 */
export function selfServiceOptions(
  a: { status: AppointmentStatus; start: Date; totalCents: number; feeReference?: Date | null },
  now: Date,
) {
  const refusal = selfServiceRefusal(a.status, a.start, now);
  const feeReference = a.feeReference ?? null;
  const terms = cancellationTerms(a.totalCents, a.start, now, feeReference);
  const referenceAfterMove = feeReferenceAfterMove(a.start, feeReference, now);
  return { start: a.start, refusal, allowed: refusal === null, ...terms, feeReference, referenceAfterMove };
}

export const cancelBodySchema = z
  .object({
    reason: longText('Reason', 500)
      .transform((v) => v.trim())
      .optional(),
  })
  .strict();
export type CancelBody = z.infer<typeof cancelBodySchema>;

export const rescheduleBodySchema = z
  .object({
    date: z.string().refine(isIsoDate, 'Use a date like 2026-03-09'),
    start_time: z.string().refine(isHhmm, 'Use a time like 09:00'),
  })
  .strict();
export type RescheduleBody = z.infer<typeof rescheduleBodySchema>;
