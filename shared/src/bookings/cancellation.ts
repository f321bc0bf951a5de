/** Cancelling more than this far ahead is free. */
export const FREE_CANCELLATION_HOURS = 24;
export const LATE_CANCELLATION_FEE_RATE = 0.2;
const WINDOW_MS = FREE_CANCELLATION_HOURS * 3_600_000;

export interface CancellationTerms {
  /** True while the appointment is more than 24 hours away (and no earlier start holds the fee). */
  free: boolean;
  /** The fee for cancelling now, in cents. */
  feeCents: number;
  /** The fee a late cancellation would cost, in cents. */
  lateFeeCents: number;
  /** When the fee is due only because of `feeReference`: the instant it stops being due; else null. */
  heldUntil: Date | null;
}

/** True when `now` is within the 24 hours before `start` (or after it). */
const insideWindow = (start: Date, now: Date) => start.getTime() - now.getTime() <= WINDOW_MS;

/** True while a fee reference holds: from 24 hours before that start to 24 hours after it. */
const referenceHolds = (reference: Date, now: Date) =>
  insideWindow(reference, now) && now.getTime() < reference.getTime() + WINDOW_MS;

/**
 * Cancellation terms for a booking's total (cents) at an instant: free > 24 h ahead, else 20%.
 * `feeReference` is the earlier start of an appointment the customer moved inside its fee window
 * (see feeReferenceAfterMove): until 24 hours after that start, cancelling costs the fee too.
 */
export function cancellationTerms(
  totalCents: number,
  appointmentStart: Date,
  now: Date,
  feeReference: Date | null = null,
): CancellationTerms {
  const lateFeeCents = Math.round(totalCents * LATE_CANCELLATION_FEE_RATE);
  const late = insideWindow(appointmentStart, now);
  const held = !late && feeReference !== null && referenceHolds(feeReference, now);
  const free = !late && !held;
  return {
    free,
    feeCents: free ? 0 : lateFeeCents,
    lateFeeCents,
    heldUntil: held ? new Date(feeReference.getTime() + WINDOW_MS) : null,
  };
}

/**
 * The fee reference an appointment keeps once its customer moves it at `now` from `start`: a
 * reference still holding stays; else a move inside the fee window makes `start` the reference
 * (so moving cannot dodge the fee); else none. A move there is free; only cancelling costs.
 */
export function feeReferenceAfterMove(start: Date, current: Date | null, now: Date): Date | null {
  if (current !== null && referenceHolds(current, now)) return current;
  return insideWindow(start, now) ? start : null;
}

/** The cancellation policy as the confirmation mail and the success page state it, with the late fee when known. */
export function cancellationPolicyText(lateFee?: string): string {
  const rate = `${Math.round(LATE_CANCELLATION_FEE_RATE * 100)}%`;
  return `Cancel free of charge more than ${FREE_CANCELLATION_HOURS} hours before your appointment. Later cancellations cost ${rate} of the total${lateFee ? ` (${lateFee})` : ''}.`;
}
