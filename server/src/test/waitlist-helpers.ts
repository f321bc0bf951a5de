import { bookAs } from './booking-helpers.ts';
import type { TestApp } from './test-app.ts';

// Monday 8:00 is the test clock's start; Tuesday 10 March has two bays at each same-day start (9, 10, 11).
export const WAITLIST_DAY = '2026-03-10';
export const SAME_DAY_STARTS = ['09:00', '10:00', '11:00'];

export const waiterContact = (i: number) => ({
  name: `Wai Ter${i}`,
  email: `w${i}@example.com`,
  phone: '(510) 555-0100',
});

/** Puts waiter `i` on WAITLIST_DAY's list (or another day, type or contact through `over`). */
export const joinWaitlist = (
  t: TestApp,
  i: number,
  over: Record<string, unknown> = {},
  headers?: Record<string, string>,
) =>
  t.call('POST', '/api/waitlist', {
    body: { date: WAITLIST_DAY, service_ids: [1], contact_info: waiterContact(i), ...over },
    headers,
  });

/** Fills every same-day time of WAITLIST_DAY; answers the bookings in order (two per start). */
export async function fillWaitlistDay(t: TestApp) {
  const made = [];
  for (const [i, start] of SAME_DAY_STARTS.flatMap((s) => [s, s]).entries())
    made.push(
      await bookAs(t, {
        date: WAITLIST_DAY,
        start_time: start,
        contact_info: { ...waiterContact(100 + i), name: `Full ${i}` },
      }),
    );
  return made;
}

/** The customer's own cancel, by the tracking link. */
export const cancelByLink = (t: TestApp, b: { id: number; trackingToken: string }) =>
  t.call('POST', `/api/appointments/${b.id}/cancel?t=${b.trackingToken}`, { body: {} });

/** The entry id and token of the first `/waitlist/{id}?t=` link in a mail's text. */
export const waitlistLinkOf = (text: string) => {
  const [, id, token] = text.match(/\/waitlist\/(\d+)\?t=(\S+)/)!;
  return { id: Number(id), token: decodeURIComponent(token) };
};
