import { trackingMessages } from '@shop/shared/tracking/messages';
import { describe, expect, it } from 'vitest';
import { afterCommit, bookAs } from '../test/booking-helpers.ts';
import { adminTestApp } from '../test/test-app.ts';

const app = adminTestApp();

/** Tuesday 10 March 2026, 10:00 in Los Angeles (17:00 UTC): a same-day booking of an oil change ($39.99). */
const TUESDAY_10 = { date: '2026-03-10', start_time: '10:00', end_time: '11:00' };
const cancel = (id: number, q: string, o: { body?: unknown; token?: string; headers?: Record<string, string> } = {}) =>
  app.t.call('POST', `/api/appointments/${id}/cancel${q}`, { body: o.body ?? {}, token: o.token, headers: o.headers });

describe('the cancellation fee, by the injected clock', () => {
  const at = async (instant: string) => {
    const b = await bookAs(app.t, TUESDAY_10);
    app.t.clock.set(instant);
    const page = await app.t.call('GET', `/api/appointments/${b.id}/tracking?t=${b.trackingToken}`);
    const res = await cancel(b.id, `?t=${b.trackingToken}`);
    return { page: page.body, res };
  };

  it('is free 24 hours and 1 minute before the start', async () => {
    const { page, res } = await at('2026-03-09T16:59:00Z');
    expect(page).toMatchObject({ can_cancel: true, cancellation_fee: 0 });
    expect(res.status).toBe(200);
    expect(res.body.cancellation).toEqual({ fee: 0, free: true });
  });

  it('costs 20% of the total exactly 24 hours before', async () => {
    const { page, res } = await at('2026-03-09T17:00:00Z');
    expect(page.cancellation_fee).toBe(8);
    expect(res.body.cancellation).toEqual({ fee: 8, free: false });
  });

  it('costs 20% of the total 23 hours 59 minutes before, and the fee is stored for staff', async () => {
    const { res } = await at('2026-03-09T17:01:00Z');
    expect(res.body.cancellation).toEqual({ fee: 8, free: false });
    const list = await app.t.call('GET', '/api/admin/appointments?status=cancelled', {
      // Signed in after the clock moved: a staff session ends after 30 idle minutes.
      token: await app.t.login(),
    });
    expect(list.body.appointments[0]).toMatchObject({ id: res.body.appointment.id, cancellation_fee: 8 });
  });
});

describe('cancelling', () => {
  it('frees the bay at once, tells the timeline and mails a calendar file that removes the event', async () => {
    const b = await bookAs(app.t, TUESDAY_10);
    await bookAs(app.t, { ...TUESDAY_10, contact_info: { name: 'Bo Two', email: 'bo@x.io', phone: '5105550100' } });
    const slots = () => app.t.call('GET', '/api/appointments/available-slots?date=2026-03-10&type=sameday');
    expect((await slots()).body.available_slots.map((s: { start_time: string }) => s.start_time)).not.toContain(
      '10:00',
    );
    const res = await cancel(b.id, `?t=${b.trackingToken}`, { body: { reason: 'Car sold' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, appointment: { id: b.id, status: 'cancelled' } });
    expect((await slots()).body.available_slots.map((s: { start_time: string }) => s.start_time)).toContain('10:00');
    const page = await app.t.call('GET', `/api/appointments/${b.id}/tracking?t=${b.trackingToken}`);
    expect(page.body.updates.map((u: { message: string }) => u.message)).toEqual([
      trackingMessages.created,
      'Cancelled by customer',
      'Reason given: Car sold',
    ]);
    expect(page.body).toMatchObject({ can_cancel: false, can_reschedule: false, charged_fee: 0 });
    expect(page.body.locked_reason).toBe(trackingMessages.refusal.cancelled);
    await afterCommit(app.t);
    const mail = app.t.mailsTo('ana@example.com').at(-1)!;
    expect(mail.subject).toMatch(/^Cancelled: /);
    expect(mail.text).toContain(`/track-appointment/${b.id}?t=${b.trackingToken}`);
    const ics = mail.attachments![0].content;
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain(`UID:appointment-${b.id}@autocare`);
    expect(ics).toContain('SEQUENCE:2');
  });

  it('refuses a cancelled, a completed and a past appointment with 409 saying why, changing nothing', async () => {
    const admin = app.admin;
    const done = await bookAs(app.t, TUESDAY_10);
    await app.t.call('PUT', `/api/admin/appointments/${done.id}/status`, {
      body: { status: 'completed' },
      token: admin,
    });
    const res = await cancel(done.id, `?t=${done.trackingToken}`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'conflict', error: trackingMessages.refusal.completed });

    const twice = await bookAs(app.t, { ...TUESDAY_10, start_time: '11:00', end_time: '12:00' });
    expect((await cancel(twice.id, `?t=${twice.trackingToken}`)).status).toBe(200);
    const again = await cancel(twice.id, `?t=${twice.trackingToken}`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(trackingMessages.refusal.cancelled);

    const past = await bookAs(app.t, { ...TUESDAY_10, start_time: '09:00', end_time: '10:00' });
    app.t.clock.set('2026-03-10T16:00:00Z');
    const late = await cancel(past.id, `?t=${past.trackingToken}`);
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(trackingMessages.refusal.started);
    const page = await app.t.call('GET', `/api/appointments/${past.id}/tracking?t=${past.trackingToken}`);
    expect(page.body).toMatchObject({ status: 'scheduled', can_cancel: false });
  });

  it('answers a replay with the stored answer and mails once', async () => {
    const b = await bookAs(app.t, TUESDAY_10);
    await afterCommit(app.t);
    const before = app.t.mailsTo('ana@example.com').length;
    const headers = { 'Idempotency-Key': 'cancel-key-0001' };
    const first = await cancel(b.id, `?t=${b.trackingToken}`, { headers });
    const replay = await cancel(b.id, `?t=${b.trackingToken}`, { headers });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    await afterCommit(app.t);
    expect(app.t.mailsTo('ana@example.com').length).toBe(before + 1);
  });

  it('refuses a reason that is not text, with 400, and keeps the appointment', async () => {
    const b = await bookAs(app.t, TUESDAY_10);
    const res = await cancel(b.id, `?t=${b.trackingToken}`, { body: { reason: 42 } });
    expect(res.status).toBe(400);
    const page = await app.t.call('GET', `/api/appointments/${b.id}/tracking?t=${b.trackingToken}`);
    expect(page.body.status).toBe('scheduled');
  });
});

describe('who may cancel', () => {
  it('the token, the signed-in owner or an admin; anyone else gets the 404 of an unknown id', async () => {
    const owner = await app.t.customer('owner@example.com');
    const other = await app.t.customer('other@example.com');
    const mine = await bookAs(app.t, TUESDAY_10, owner);
    const another = await bookAs(app.t, {
      ...TUESDAY_10,
      contact_info: { name: 'Al T', email: 'al@x.io', phone: '5105550100' },
    });
    const unknown = await cancel(999_999, '?t=x');
    for (const [q, token] of [
      ['', undefined],
      ['?t=wrong-token', undefined],
      [`?t=${another.trackingToken}`, undefined],
      ['', other],
    ] as const) {
      const res = await cancel(mine.id, q, { token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(unknown.body);
    }
    expect((await cancel(mine.id, '', { token: owner })).status).toBe(200);
    const board = await app.t.call('GET', '/api/admin/dashboard', { token: app.admin });
    expect(board.body.customerChanges[0]).toMatchObject({ appointment_id: mine.id, message: 'Cancelled by customer' });
    const byStaff = await cancel(another.id, '', { token: app.admin });
    expect(byStaff.status).toBe(200);
    const page = await app.t.call('GET', `/api/appointments/${another.id}/tracking?t=${another.trackingToken}`);
    expect(page.body.updates.at(-1).message).toBe('Cancelled by staff');
    await afterCommit(app.t);
    expect(app.t.mailsTo('al@x.io').at(-1)!.text).toContain(`/track-appointment/${another.id}\n`);
  });

  it('an admin change made on an old version after the customer cancelled is a conflict', async () => {
    const admin = app.admin;
    const b = await bookAs(app.t, TUESDAY_10);
    await cancel(b.id, `?t=${b.trackingToken}`);
    const res = await app.t.call('PUT', `/api/admin/appointments/${b.id}/status`, {
      body: { status: 'confirmed', version: 1 },
      token: admin,
    });
    expect(res.status).toBe(409);
    expect(res.body.current).toMatchObject({ status: 'cancelled', version: 2 });
  });
});
