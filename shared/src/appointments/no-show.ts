import { shopInstant } from '../time/shop-time.ts';

/** No-shows older than this many months no longer count against a customer. */
export const NO_SHOW_WINDOW_MONTHS = 12;

/** True once the appointment's start has passed: only then may staff mark it a no-show. */
export const mayMarkNoShow = (date: string, start: string, timeZone: string, now: Date): boolean =>
  shopInstant(date, start, timeZone).getTime() <= now.getTime();

/** True when a customer's online bookings need staff's confirmation: `count` no-shows reached NO_SHOW_LIMIT. */
export const needsStaffConfirmation = (count: number, limit: number): boolean => count >= limit;

/** The first shop date whose no-shows still count, NO_SHOW_WINDOW_MONTHS before `today` (yyyy-MM-dd). */
export function noShowWindowStart(today: string): string {
  const [y, m, d] = today.split('-').map(Number);
  const back = new Date(Date.UTC(y, m - 1 - NO_SHOW_WINDOW_MONTHS, d));
  return back.toISOString().slice(0, 10);
}

export const noShowMessages = {
  tooEarly: 'An appointment can be marked a no-show only once its start has passed.',
  pendingBooking:
    'Because of missed appointments, the shop confirms this booking before it is final: you will hear from us soon.',
  staffCount: (n: number) => (n === 1 ? '1 no-show in the last 12 months' : `${n} no-shows in the last 12 months`),
  confirmAction: "I'll be there",
  releaseAction: 'Release my time',
  confirmed: 'Thank you: the shop knows you are coming.',
  cannotConfirm: 'Only a scheduled appointment can be confirmed.',
};
