import { FREE_CANCELLATION_HOURS } from '../bookings/cancellation.ts';

export const trackingMessages = {
  failedToFetch: 'Failed to fetch appointment details',
  notFound: 'Appointment not found',
  created: 'Appointment booked',
  statusChanged: (label: string) => `Status changed to ${label}`,
  rescheduled: (when: string) => `Rescheduled to ${when}`,
  cancelledBy: (who: 'customer' | 'staff') => `Cancelled by ${who}`,
  movedBy: (who: 'customer' | 'staff', from: string, to: string) => `Moved by ${who} from ${from} to ${to}`,
  sameTime: 'Your appointment is already at that time. Pick another one.',
  tooManyMoves: (moves: number, phone: string) =>
    `You have moved this appointment ${moves} times, the most we take online. To change it again, please call the shop at ${phone}.`,
  cancelReason: (reason: string) => `Reason given: ${reason}`,
  cancelledFree: 'Your appointment is cancelled. There is no charge.',
  cancelledWithFee: (fee: string) => `Your appointment is cancelled. A late cancellation fee of ${fee} applies.`,
  moved: (when: string) => `Your appointment is moved to ${when}.`,
  /** Why cancelling costs the fee although the start is more than 24 hours away. */
  feeHeldByMove: (fee: string, from: string, until: string) =>
    `Cancelling now costs ${fee}: this appointment was moved less than ${FREE_CANCELLATION_HOURS} hours before its earlier time (${from}), so the late-cancellation fee applies until ${until}.`,
  /** Said before a move inside the fee window: the move is free, the fee stays. */
  moveKeepsFee: (fee: string, until: string) =>
    `Moving is free, but your appointment is less than ${FREE_CANCELLATION_HOURS} hours away: after a move, cancelling before ${until} still costs the late-cancellation fee (${fee}).`,
  /** Why a customer can no longer cancel or move an appointment. */
  refusal: {
    cancelled: 'This appointment is cancelled, so it can no longer be changed.',
    completed: 'This appointment is completed, so it can no longer be changed.',
    started: 'This appointment has already started, so it can no longer be changed online. Please call the shop.',
    blocked: 'This time is held by the shop and cannot be changed online.',
  },
} as const;
