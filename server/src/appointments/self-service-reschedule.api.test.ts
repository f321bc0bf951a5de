import { bookingMessages } from '@shop/shared/bookings/messages';
import { trackingMessages } from '@shop/shared/tracking/messages';
import { describe, expect, it } from 'vitest';
import { afterCommit, bookAs } from '../test/booking-helpers.ts';
import { adminTestApp, wizardBody } from '../test/test-app.ts';

const app = adminTestApp();

const TUESDAY_10 = { date: '2026-03-10', start_time: '10:00', end_time: '11:00' };
const person = (n: number) => ({ contact_info: { name: `P ${n}`, email: `p${n}@x.io`, phone: '5105550100' } });
const move = (id: number, token: string, body: unknown, headers?: Record<string, string>) =>
  app.t.call('POST', `/api/appointments/${id}/reschedule?t=${token}`, { body, headers });

describe('a customer moving their appointment', () => {
  it('moves it to a free slot of its type, frees the old one, tells the timeline and mails an updated calendar file', async () => {
    const b = await bookAs(app.t, TUESDAY_10);
    const res = await move(b.id, b.trackingToken, { date: '2026-03-11', start_time: '09:00' });
    expect(res.status).toBe(200);
    expect(res.body.appointment).toMatchObject({ date: '2026-03-11', start_time: '09:00', end_time: '10:00' });
    const page = await app.t.call('GET', `/api/appointments/${b.id}/tracking?t=${b.trackingToken}`);
    expect(page.body).toMatchObject({ date: '2026-03-11', start_time: '09:00', type: 'sameday', can_reschedule: true });
    expect(page.body.updates.at(-1).message).toBe('Moved by customer from Tue Mar 10, 10:00 AM to Wed Mar 11, 9:00 AM');
    // Both bays of the old slot are free again: two more bookings fit there.
    await bookAs(app.t, { ...TUESDAY_10, ...person(1) });
    await bookAs(app.t, { ...TUESDAY_10, ...person(2) });
    await afterCommit(app.t);
    const mail = app.t.mails.find((m) => m.subject.startsWith('Moved:'))!;
    expect(mail.text).toContain(`/track-appointment/${b.id}?t=${b.trackingToken}`);
    const ics = mail.attachments![0].content;
    expect(ics).toContain(`UID:appointment-${b.id}@autocare`);
    expect(ics).toContain('SEQUENCE:2');
    expect(ics).toContain('DTSTART;TZID=America/Los_Angeles:20260311T090000');
    expect(ics).toContain('BEGIN:VTIMEZONE');
  });

  it('keeps to the rules of its type: 400 for a time never offered, mornings only for diagnostics', async () => {
    const sameDay = await bookAs(app.t, TUESDAY_10);
    const afternoon = await move(sameDay.id, sameDay.trackingToken, { date: '2026-03-11', start_time: '14:00' });
    expect(afternoon.status).toBe(400);
    expect(afternoon.body.error).toBe(bookingMessages.slotNotOffered);
    const dropOff = await bookAs(app.t, { ...TUESDAY_10, start_time: '13:30', is_drop_off: true, ...person(3) });
    expect((await move(dropOff.id, dropOff.trackingToken, { date: '2026-03-11', start_time: '17:30' })).status).toBe(
      200,
    );
    expect((await move(dropOff.id, dropOff.trackingToken, { date: '2026-03-12', start_time: '17:00' })).status).toBe(
      200,
    );
    const never = await move(dropOff.id, dropOff.trackingToken, { date: '2026-03-12', start_time: '09:00' });
    expect(never.status).toBe(400);
    const page = await app.t.call('GET', `/api/appointments/${dropOff.id}/tracking?t=${dropOff.trackingToken}`);
    expect(page.body).toMatchObject({ date: '2026-03-12', start_time: '17:00', type: 'dropoff' });
    const diagnostics = { service_type_id: 4, service_ids: [4], is_drop_off: true, ...person(5) };
    const check = await bookAs(app.t, { ...TUESDAY_10, ...diagnostics });
    expect((await move(check.id, check.trackingToken, { date: '2026-03-11', start_time: '11:30' })).status).toBe(200);
    expect((await move(check.id, check.trackingToken, { date: '2026-03-11', start_time: '14:00' })).status).toBe(400);
  });

  it('refuses a taken slot with 409 slot_unavailable, a malformed body with 400, and the same time', async () => {
    const b = await bookAs(app.t, TUESDAY_10);
    await bookAs(app.t, { ...TUESDAY_10, date: '2026-03-11', start_time: '11:00', ...person(1) });
    await bookAs(app.t, { ...TUESDAY_10, date: '2026-03-11', start_time: '11:00', ...person(2) });
    const taken = await move(b.id, b.trackingToken, { date: '2026-03-11', start_time: '11:00' });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('slot_unavailable');
    expect((await move(b.id, b.trackingToken, { date: '11/03/2026', start_time: '11:00' })).status).toBe(400);
    expect((await move(b.id, b.trackingToken, { date: '2026-03-11' })).status).toBe(400);
    const same = await move(b.id, b.trackingToken, { date: '2026-03-10', start_time: '10:00' });
    expect(same.status).toBe(400);
    expect(same.body.error).toBe(trackingMessages.sameTime);
    const page = await app.t.call('GET', `/api/appointments/${b.id}/tracking?t=${b.trackingToken}`);
    expect(page.body).toMatchObject({ date: '2026-03-10', start_time: '10:00', version: 1 });
  });

  it('is allowed until the appointment starts, never after', async () => {
    const b = await bookAs(app.t, TUESDAY_10);
    app.t.clock.set('2026-03-10T16:59:00Z');
    expect((await move(b.id, b.trackingToken, { date: '2026-03-11', start_time: '10:00' })).status).toBe(200);
    app.t.clock.set('2026-03-11T17:00:00Z');
    const late = await move(b.id, b.trackingToken, { date: '2026-03-12', start_time: '10:00' });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(trackingMessages.refusal.started);
  });

  it('racing a new booking for the last bay: exactly one wins', async () => {
    const b = await bookAs(app.t, TUESDAY_10);
    await bookAs(app.t, { ...TUESDAY_10, date: '2026-03-11', ...person(1) });
    const [moved, booked] = await Promise.all([
      move(b.id, b.trackingToken, { date: '2026-03-11', start_time: '10:00' }),
      app.t.call('POST', '/api/appointments', {
        body: wizardBody({ ...TUESDAY_10, ...person(2), date: '2026-03-11' }),
      }),
    ]);
    const won = [moved.status === 200, booked.status === 201];
    expect(won.filter(Boolean)).toHaveLength(1);
    expect(won[0] ? booked.status : moved.status).toBe(409);
    const list = await app.t.call('GET', '/api/admin/appointments?limit=50', { token: app.admin });
    const there = list.body.appointments.filter(
      (a: { date: string; start_time: string; status: string }) => a.date === '2026-03-11' && a.start_time === '10:00',
    );
    expect(there).toHaveLength(2);
  });

  it('answers a replay with the stored answer, moving once', async () => {
    const b = await bookAs(app.t, TUESDAY_10);
    const headers = { 'Idempotency-Key': 'move-key-00001' };
    const body = { date: '2026-03-11', start_time: '09:00' };
    const first = await move(b.id, b.trackingToken, body, headers);
    const replay = await move(b.id, b.trackingToken, body, headers);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    const page = await app.t.call('GET', `/api/appointments/${b.id}/tracking?t=${b.trackingToken}`);
    expect(page.body.version).toBe(2);
  });
});

describe('GET /api/users/me/appointments', () => {
  it('lists a signed-in customer their own appointments, upcoming first then past; 401 when anonymous', async () => {
    expect((await app.t.call('GET', '/api/users/me/appointments')).status).toBe(401);
    const owner = await app.t.customer('owner@example.com');
    const soon = await bookAs(app.t, { ...TUESDAY_10, date: '2026-03-11' }, owner);
    const later = await bookAs(app.t, { ...TUESDAY_10, date: '2026-03-12' }, owner);
    const past = await bookAs(app.t, { ...TUESDAY_10, date: '2026-03-09', start_time: '09:00' }, owner);
    await bookAs(app.t, { ...TUESDAY_10, ...person(4) });
    app.t.clock.set('2026-03-09T17:30:00Z');
    const res = await app.t.call('GET', '/api/users/me/appointments', { token: owner });
    expect(res.status).toBe(200);
    expect(res.body.appointments.map((a: { id: number }) => a.id)).toEqual([soon.id, later.id, past.id]);
  });
});
