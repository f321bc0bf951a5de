import { appointmentMessages as adminMessages } from '@shop/shared/appointments/messages';
import { trackingMessages } from '@shop/shared/tracking/messages';
import { describe, expect, it } from 'vitest';
import { afterCommit, bookAs } from '../test/booking-helpers.ts';
import { ADMIN, appsStoppedAfterEach, type TestApp } from '../test/test-app.ts';

const start = appsStoppedAfterEach();

const TUESDAY_10 = { date: '2026-03-10', start_time: '10:00', end_time: '11:00' };
/** Same-day mornings the appointment can move to, one after the other. */
const NEXT_DAYS = ['2026-03-11', '2026-03-12', '2026-03-13', '2026-03-16', '2026-03-17'];

const mover = (t: TestApp, b: { id: number; trackingToken: string }) => ({
  move: (date: string, token?: string) =>
    t.call('POST', `/api/appointments/${b.id}/reschedule?t=${b.trackingToken}`, {
      body: { date, start_time: '09:00' },
      token,
    }),
  cancel: () => t.call('POST', `/api/appointments/${b.id}/cancel?t=${b.trackingToken}`, { body: {} }),
  page: async () => (await t.call('GET', `/api/appointments/${b.id}/tracking?t=${b.trackingToken}`)).body,
});

/** The staff alerts about customers' own changes. */
const changeAlerts = (t: TestApp) =>
  t.mailsTo(ADMIN.email).filter((m) => /by customer|by the customer/.test(m.subject));
const later = (t: TestApp, minutes: number) => t.clock.set(new Date(t.clock.now().getTime() + minutes * 60_000));

describe("a customer's own moves of one appointment", () => {
  it('when moved three times, then a fourth is 429 with the shop phone, changes nothing and mails nobody', async () => {
    const t = await start();
    const b = await bookAs(t, TUESDAY_10);
    const own = mover(t, b);
    for (const date of NEXT_DAYS.slice(0, 3)) expect((await own.move(date)).status).toBe(200);
    const fourth = await own.move(NEXT_DAYS[3]);
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual({
      success: false,
      code: 'too_many_requests',
      error: trackingMessages.tooManyMoves(3, t.config.shop.phone),
      retry: false,
    });
    expect(await own.page()).toMatchObject({ date: NEXT_DAYS[2], version: 4 });
    await afterCommit(t);
    expect(t.mailsTo('ana@example.com').filter((m) => m.subject.startsWith('Moved:'))).toHaveLength(3);
    // Staff moving it for the customer (through the same page) are not counted.
    expect((await own.move(NEXT_DAYS[3], await t.login())).status).toBe(200);
  });

  it('CUSTOMER_MOVES_PER_APPOINTMENT sets the cap', async () => {
    const t = await start({ env: { CUSTOMER_MOVES_PER_APPOINTMENT: '1' } });
    const own = mover(t, await bookAs(t, TUESDAY_10));
    expect((await own.move(NEXT_DAYS[0])).status).toBe(200);
    expect((await own.move(NEXT_DAYS[1])).body.error).toBe(trackingMessages.tooManyMoves(1, t.config.shop.phone));
  });
});

describe('staff alerts of customer changes', () => {
  it('when a customer keeps changing an appointment, then staff get one alert at once and the rest in one digest an hour later', async () => {
    const t = await start({ env: { CUSTOMER_MOVES_PER_APPOINTMENT: '5' } });
    const b = await bookAs(t, TUESDAY_10);
    const own = mover(t, b);
    await own.move(NEXT_DAYS[0]);
    await afterCommit(t);
    expect(changeAlerts(t).map((m) => m.subject)).toEqual([
      expect.stringMatching(/Moved by customer from Tue Mar 10, 10:00 AM to Wed Mar 11, 9:00 AM: ACP-/),
    ]);
    later(t, 10);
    await own.move(NEXT_DAYS[1]);
    later(t, 10);
    await own.move(NEXT_DAYS[2]);
    later(t, 10);
    expect((await own.cancel()).status).toBe(200);
    later(t, 29);
    await t.notifier.dispatchDue();
    expect(changeAlerts(t)).toHaveLength(1);
    later(t, 1);
    await t.notifier.dispatchDue();
    const alerts = changeAlerts(t);
    expect(alerts).toHaveLength(2);
    expect(alerts[1].subject).toContain(adminMessages.customerChangesSubject(''));
    const lines = alerts[1].text.split('\n');
    expect(lines[0]).toBe(adminMessages.customerChangesIntro);
    expect(lines.slice(1, 4)).toEqual([
      expect.stringContaining('Moved by customer from Wed Mar 11, 9:00 AM to Thu Mar 12, 9:00 AM.'),
      expect.stringContaining('Moved by customer from Thu Mar 12, 9:00 AM to Fri Mar 13, 9:00 AM.'),
      expect.stringContaining('Cancelled by customer.'),
    ]);
  });

  it('when a change comes within the hour after a digest, then it waits for the next hour', async () => {
    const t = await start({ env: { CUSTOMER_MOVES_PER_APPOINTMENT: '5' } });
    const own = mover(t, await bookAs(t, TUESDAY_10));
    await own.move(NEXT_DAYS[0]);
    later(t, 5);
    await own.move(NEXT_DAYS[1]);
    later(t, 55);
    await t.notifier.dispatchDue();
    expect(changeAlerts(t)).toHaveLength(2);
    later(t, 10);
    await own.move(NEXT_DAYS[2]);
    await afterCommit(t);
    expect(changeAlerts(t)).toHaveLength(2);
    later(t, 50);
    await t.notifier.dispatchDue();
    expect(changeAlerts(t)).toHaveLength(3);
    // An hour and more after the last alert, a change is alerted at once again.
    later(t, 61);
    await own.move(NEXT_DAYS[3]);
    await afterCommit(t);
    expect(changeAlerts(t)).toHaveLength(4);
  });
});
