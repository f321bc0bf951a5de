import { bookingMessages } from '@shop/shared/bookings/messages';
import { describe, expect, it } from 'vitest';
import { adminBookingBody, appsStoppedAfterEach, wizardBody, type TestApp } from '../test/test-app.ts';

const start = appsStoppedAfterEach();
let t: TestApp;

const book = (over: Record<string, unknown>, headers?: Record<string, string>) =>
  t.call('POST', '/api/appointments', { body: wizardBody(over), headers });
const person = (n: number) => ({ contact_info: { name: `P ${n}`, email: `p${n}@x.io`, phone: '5105550100' } });
/** Distinct free same-day slots from Tuesday 10 March 2026 on. */
const slot = (i: number) => ({
  date: `2026-03-${String(10 + Math.floor(i / 3)).padStart(2, '0')}`,
  start_time: ['09:00', '10:00', '11:00'][i % 3],
});

describe('the booking horizon (90 days from Monday 9 March 2026)', () => {
  it('refuses a later date with 400, offers nothing past it, and holds staff moves to it too', async () => {
    t = await start();
    expect((await book({ date: '2026-06-05', start_time: '10:00' })).status).toBe(201);
    for (const date of ['2026-06-08', '9999-01-04']) {
      const res = await book({ date, start_time: '10:00' });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(bookingMessages.beyondHorizon(90));
    }
    const slots = await t.call('GET', '/api/appointments/available-slots?date=2026-06-08&type=sameday');
    expect(slots.body.available_slots).toEqual([]);
    const month = await t.call('GET', '/api/appointments/available-dates?month=2026-06&type=sameday');
    expect(month.body['06/05/26'].has_slots).toBe(true);
    expect(month.body['06/08/26'].has_slots).toBe(false);
    const admin = await t.login();
    const made = await t.call('POST', '/api/appointments', { body: adminBookingBody(), token: admin });
    const move = await t.call('PUT', `/api/admin/appointments/${made.body.appointment.id}`, {
      body: { date: '2026-06-08', start_time: '13:00' },
      token: admin,
    });
    expect(move.status).toBe(400);
  });
});

describe("the horizon's last day", () => {
  it('is bookable; the day after is not (from Wednesday 11 March the last is Tuesday 9 June)', async () => {
    t = await start({ now: '2026-03-11T15:00:00Z' });
    expect((await book({ date: '2026-06-09', start_time: '10:00' })).status).toBe(201);
    expect((await book({ date: '2026-06-10', start_time: '10:00', ...person(1) })).status).toBe(400);
  });
});

describe('bookings per email and per address per shop day', () => {
  it('the fourth of a day is 429 with the shop phone; staff are not counted; the next day starts over', async () => {
    t = await start({ env: { BOOKINGS_PER_EMAIL_PER_DAY: '3' } });
    for (let i = 0; i < 3; i += 1) expect((await book(slot(i), { 'x-forwarded-for': `10.3.0.${i}` })).status).toBe(201);
    const fourth = await book(slot(3), { 'x-forwarded-for': '10.3.0.9' });
    expect(fourth.status).toBe(429);
    expect(fourth.body).toMatchObject({
      code: 'too_many_requests',
      error: bookingMessages.tooManyBookings(3, '(510) 555-0142'),
    });
    const admin = await t.login();
    const staff = await t.call('POST', '/api/appointments', {
      body: adminBookingBody({ email: 'ana@example.com' }),
      token: admin,
    });
    expect(staff.status).toBe(201);
    t.clock.set('2026-03-10T15:00:00Z');
    expect((await book(slot(4), { 'x-forwarded-for': '10.3.0.9' })).status).toBe(201);
  });

  it('one address booking under many emails is stopped too', async () => {
    t = await start({ env: { BOOKINGS_PER_EMAIL_PER_DAY: '3' } });
    const from = { 'x-forwarded-for': '10.4.0.1' };
    for (let i = 0; i < 3; i += 1) expect((await book({ ...slot(i), ...person(i) }, from)).status).toBe(201);
    expect((await book({ ...slot(3), ...person(3) }, from)).status).toBe(429);
    expect((await book({ ...slot(3), ...person(3) }, { 'x-forwarded-for': '10.4.0.2' })).status).toBe(201);
  });
});
