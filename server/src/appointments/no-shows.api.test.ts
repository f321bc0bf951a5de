import { describe, expect, it } from 'vitest';
import { afterCommit, bookAs } from '../test/booking-helpers.ts';
import { adminBookingBody, adminTestApp } from '../test/test-app.ts';

const app = adminTestApp();
const ANA = { name: 'Ana Lopez', email: 'ana@example.com', phone: '(510) 555-0100' };
/** Sets a status as staff, signing in afresh: the tests move the clock past a session's life. */
const setStatus = async (id: number, status: string) =>
  app.t.call('PUT', `/api/admin/appointments/${id}/status`, { token: await app.t.login(), body: { status } });
const asStaff = async () => app.t.login();

/** Books Monday at `start` and marks it a no-show after its start (the clock is left past it). */
async function missed(start: string) {
  const b = await bookAs(app.t, { start_time: start, contact_info: ANA });
  app.t.clock.set('2026-03-09T19:30:00Z');
  expect((await setStatus(b.id, 'no_show')).status).toBe(200);
  app.t.clock.set('2026-03-09T15:00:00Z');
  return b;
}

describe('no-shows', () => {
  it('when the start has not passed, then marking a no-show is 400; after it, it is kept', async () => {
    const b = await bookAs(app.t, { start_time: '10:00' });
    expect((await setStatus(b.id, 'no_show')).status).toBe(400);
    app.t.clock.set('2026-03-09T17:00:00Z');
    const marked = await setStatus(b.id, 'no_show');
    expect(marked.status).toBe(200);
    expect(marked.body.appointment.status).toBe('no_show');
  });

  it('when a customer reached NO_SHOW_LIMIT no-shows, then online bookings come in pending and staff see the count', async () => {
    const first = await missed('09:00');
    const okStill = await app.t.call('POST', '/api/appointments', {
      body: { ...wizard('2026-03-10'), contact_info: ANA },
    });
    expect(okStill.body.appointment.status).toBe('scheduled');
    await missed('10:00');
    const pending = await app.t.call('POST', '/api/appointments', {
      body: { ...wizard('2026-03-11'), contact_info: ANA },
    });
    expect(pending.status).toBe(201);
    expect(pending.body.appointment.status).toBe('pending');
    const staffMade = await app.t.call('POST', '/api/admin/appointments', {
      token: await asStaff(),
      body: adminBookingBody({ email: ANA.email, date: '2026-03-12' }),
    });
    expect(staffMade.status).toBe(201);
    expect(staffMade.body.appointment.status).toBe('scheduled');
    const count = await app.t.call('GET', `/api/admin/appointments/${first.id}/no-shows`, { token: await asStaff() });
    expect(count.body).toMatchObject({ count: 2, limit: 2 });
    expect((await app.t.call('GET', `/api/admin/appointments/${first.id}/no-shows`)).status).toBe(401);
    // Twelve months on, those no-shows no longer count.
    app.t.clock.set('2027-03-10T15:00:00Z');
    const later = await app.t.call('GET', `/api/admin/appointments/${first.id}/no-shows`, { token: await asStaff() });
    expect(later.body).toMatchObject({ count: 0 });
  });
});

function wizard(date: string) {
  return {
    service_type_id: 1,
    service_ids: [1],
    date,
    start_time: '10:00',
    vehicle_info: { make: 'Toyota', model: 'Corolla', year: '2018', vin: null, license: '7ABC123' },
    notes: '',
  };
}

describe('confirm or release from the reminder', () => {
  it('when the reminder goes out, then it offers both, and I will be there confirms', async () => {
    const b = await bookAs(app.t, { date: '2026-03-10', start_time: '10:00' });
    await afterCommit(app.t);
    app.t.clock.set('2026-03-09T17:00:00Z');
    await app.t.notifier.dispatchDue();
    const reminder = app.t.mailsTo('ana@example.com').find((m) => m.subject.startsWith('Reminder:'))!;
    expect(reminder.text).toContain(`I'll be there: `);
    expect(reminder.text).toMatch(/Release my time .*\?t=\S+&do=release/);
    expect(reminder.links).toEqual(expect.arrayContaining([expect.stringMatching(/&do=confirm$/)]));
    const confirmed = await app.t.call('POST', `/api/appointments/${b.id}/confirm?t=${b.trackingToken}`, { body: {} });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.appointment.status).toBe('confirmed');
    expect((await app.t.call('POST', `/api/appointments/${b.id}/confirm?t=wrong`, { body: {} })).status).toBe(404);
  });

  it('when the customer releases the time late, then the fee applies and the waitlist gets the time', async () => {
    const day = Array.from({ length: 6 }, (_, i) => ({ start_time: ['09:00', '10:00', '11:00'][i >> 1], i }));
    const made = [];
    for (const { start_time, i } of day)
      made.push(await bookAs(app.t, { date: '2026-03-10', start_time, contact_info: { ...ANA, email: `f${i}@x.io` } }));
    const joined = await app.t.call('POST', '/api/waitlist', {
      body: { date: '2026-03-10', service_ids: [1], contact_info: { ...ANA, email: 'wait@x.io' } },
    });
    expect(joined.status).toBe(201);
    // Monday 11:00: the appointment starts in 23 hours, inside the fee window.
    app.t.clock.set('2026-03-09T18:00:00Z');
    const page = await app.t.call('GET', `/api/appointments/${made[2].id}/tracking?t=${made[2].trackingToken}`);
    expect(page.body.cancellation_fee).toBeGreaterThan(0);
    const released = await app.t.call('POST', `/api/appointments/${made[2].id}/cancel?t=${made[2].trackingToken}`, {
      body: {},
    });
    expect(released.body.cancellation).toMatchObject({ free: false, fee: page.body.cancellation_fee });
    expect(
      (await app.t.call('POST', `/api/appointments/${made[2].id}/confirm?t=${made[2].trackingToken}`, { body: {} }))
        .status,
    ).toBe(409);
    await app.t.runWaitlist();
    expect(app.t.mailsTo('wait@x.io').map((m) => m.subject)).toEqual([
      expect.stringContaining('You are on the waitlist'),
      expect.stringContaining('A time opened'),
    ]);
  });
});
