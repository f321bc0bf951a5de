import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookAs } from '../test/booking-helpers.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { cancelByLink, fillWaitlistDay, joinWaitlist, WAITLIST_DAY } from '../test/waitlist-helpers.ts';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp({ env: { WAITLIST_OFFER_MINUTES: '30' } });
});
afterEach(async () => {
  await t.stop();
});

const MONTH_URL = '/api/appointments/available-dates?month=2026-03&type=sameday&service_ids=1';
const dayUrl = (date: string) => `/api/appointments/available-slots?date=${date}&type=sameday&service_id=1`;
const marchKey = (day: number) => `03/${String(day).padStart(2, '0')}/26`;

describe("a month's availability read at once", () => {
  it('when a month holds bookings, a waitlist hold and a full day, then each day agrees with its own slots', async () => {
    const full = await fillWaitlistDay(t);
    await bookAs(t, { date: '2026-03-12', start_time: '10:00' });
    expect((await joinWaitlist(t, 1)).status).toBe(201);
    expect((await cancelByLink(t, full[5]!)).status).toBe(200);
    // The freed 11:00 unit is offered to the waiter: only the hold keeps the day full.
    await t.runWaitlist();
    expect(
      await t.db('appointments').where({ date: WAITLIST_DAY, start_time: '11:00' }).whereNotNull('bay'),
    ).toHaveLength(1);
    expect(await t.db('waitlist_holds').select('date', 'start_time', 'status')).toEqual([
      { date: WAITLIST_DAY, start_time: '11:00', status: 'queued' },
    ]);

    const month = await t.call('GET', MONTH_URL);
    expect(month.status).toBe(200);
    expect(month.body['03/10/26']).toEqual({
      has_slots: false,
      scheduled: ['09:00', '10:00', '11:00'].map((start, i) => ({ start, end: ['10:00', '11:00', '12:00'][i] })),
    });
    expect(month.body['03/12/26']).toEqual({ has_slots: true, scheduled: [{ start: '10:00', end: '11:00' }] });
    for (let day = 1; day <= 31; day++) {
      const date = `2026-03-${String(day).padStart(2, '0')}`;
      const slots = (await t.call('GET', dayUrl(date))).body.available_slots as unknown[];
      expect(month.body[marchKey(day)].has_slots, date).toBe(slots.length > 0);
    }
  });
});
