/** Cancelling more than this far ahead is free. */
export const FREE_CANCELLATION_HOURS = 24;
export const LATE_CANCELLATION_FEE_RATE = 0.2;

export interface CancellationTerms {
  /** True while the appointment is more than 24 hours away. */
  free: boolean;
  /** The fee for cancelling now, in dollars, rounded to cents. */
  fee: number;
  /** The fee a late cancellation would cost, in dollars, rounded to cents. */
  lateFee: number;
}

/** Cancellation terms for a booking's total at an instant: free > 24 h ahead, else 20%. */
export function cancellationTerms(totalPrice: number, appointmentStart: Date, now: Date): CancellationTerms {
  const lateFee = Math.round(totalPrice * LATE_CANCELLATION_FEE_RATE * 100) / 100;
  const free = appointmentStart.getTime() - now.getTime() > FREE_CANCELLATION_HOURS * 3_600_000;
  return { free, fee: free ? 0 : lateFee, lateFee };
}
