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
  /** Why a customer can no longer cancel or move an appointment. */
  refusal: {
    cancelled: 'This appointment is cancelled, so it can no longer be changed.',
    completed: 'This appointment is completed, so it can no longer be changed.',
    started: 'This appointment has already started, so it can no longer be changed online. Please call the shop.',
    blocked: 'This time is held by the shop and cannot be changed online.',
  },
} as const;
