/** Cancelling more than this far ahead is free. */
export const FREE_CANCELLATION_HOURS = 24;
export const LATE_CANCELLATION_FEE_RATE = 0.2;

export interface CancellationTerms {
  /** True while the appointment is more than 24 hours away. */
  free: boolean;
  /** The fee for cancelling now, in cents. */
  feeCents: number;
  /** The fee a late cancellation would cost, in cents. */
  lateFeeCents: number;
}

/** Cancellation terms for a booking's total (cents) at an instant: free > 24 h ahead, else 20%. */
export function cancellationTerms(totalCents: number, appointmentStart: Date, now: Date): CancellationTerms {
  const lateFeeCents = Math.round(totalCents * LATE_CANCELLATION_FEE_RATE);
  const free = appointmentStart.getTime() - now.getTime() > FREE_CANCELLATION_HOURS * 3_600_000;
  return { free, feeCents: free ? 0 : lateFeeCents, lateFeeCents };
}

/** The cancellation policy as the confirmation mail and the success page state it, with the late fee when known. */
export function cancellationPolicyText(lateFee?: string): string {
  const rate = `${Math.round(LATE_CANCELLATION_FEE_RATE * 100)}%`;
  return `Cancel free of charge more than ${FREE_CANCELLATION_HOURS} hours before your appointment. Later cancellations cost ${rate} of the total${lateFee ? ` (${lateFee})` : ''}.`;
}
