import { bookingMessages } from '@shop/shared/bookings/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  // Monday 9 March 2026, 8:00 in the shop; the 90-day horizon ends on Sunday 7 June.
  t = await startTestApp();
});
afterEach(async () => {
  await t.stop();
});

const dates = (month: string) => t.call('GET', `/api/appointments/available-dates?month=${month}&type=sameday`);
const slots = (date: string) => t.call('GET', `/api/appointments/available-slots?date=${date}`);

describe('availability reads stay within what can be booked', () => {
  it('when a month before this one or after the horizon is asked for, then 400 invalid_request and nothing is kept', async () => {
    for (const month of ['0000-01', '1999-12', '2026-02', '2026-07', '9999-12']) {
      const res = await dates(month);
      expect(res.status, month).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid_request', error: bookingMessages.monthNotOffered(90) });
    }
    expect(t.deps.occupancy.size).toBe(0);
    expect((await dates('2026-03')).status).toBe(200);
    const june = await dates('2026-06');
    expect(june.status).toBe(200);
    expect(june.body['06/05/26'].has_slots).toBe(true);
    expect(june.body['06/08/26'].has_slots).toBe(false);
  });

  it('when a day before today or after the horizon is asked for, then no slots, and nothing is read or kept', async () => {
    for (const date of ['0001-01-01', '2026-03-06', '2026-03-08', '2026-06-08', '9999-12-31'])
      expect((await slots(date)).body.available_slots, date).toEqual([]);
    expect(t.deps.occupancy.size).toBe(0);
    expect((await slots('2026-06-05')).body.available_slots.length).toBeGreaterThan(0);
    expect(t.deps.occupancy.size).toBe(1);
  });

  it('when every bookable month is read, day after day, then the cache never holds more than the bookable days', async () => {
    for (const day of ['09', '10', '11']) {
      t.clock.set(`2026-03-${day}T15:00:00Z`);
      for (const month of ['2026-03', '2026-04', '2026-05', '2026-06']) expect((await dates(month)).status).toBe(200);
      expect(t.deps.occupancy.size).toBeLessThanOrEqual(91);
    }
    // Today (11 March) to 9 June: 91 days, all of them kept.
    expect(t.deps.occupancy.size).toBe(91);
  });
});
