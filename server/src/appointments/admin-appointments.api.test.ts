import { conflictAnswerSchema } from '@shop/shared/api/conflict.schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminBookingBody, startTestApp, wizardBody, type TestApp } from '../test/test-app.ts';
import { requestBody } from '../test/request-helpers.ts';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await startTestApp();
  admin = await t.login();
});
afterEach(async () => {
  await t.stop();
});

const book = async (over: Record<string, unknown> = {}) =>
  (await t.call('POST', '/api/appointments', { body: wizardBody(over) })).body;
const adminBook = (over: Record<string, unknown> = {}) =>
  t.call('POST', '/api/appointments', { token: admin, body: adminBookingBody(over) });
const list = async (query = '') => (await t.call('GET', `/api/admin/appointments${query}`, { token: admin })).body;

describe('admin appointments', () => {
  it('lists upcoming first, then past, and filters on the server', async () => {
    await book({ start_time: '09:00' });
    await book({
      date: '2026-03-10',
      start_time: '10:00',
      contact_info: { name: 'Bo Chen', email: 'bo@example.com', phone: '415 555 0199' },
      vehicle_info: { make: 'Mazda', model: 'CX-5', year: '2021', vin: 'JM3KFBCM0M0123456', license: '8XYZ999' },
    });
    await adminBook();
    t.clock.set('2026-03-09T17:30:00Z'); // 10:30: the 9:00 booking is now past
    admin = await t.login(); // the 30-minute admin session has run out meanwhile
    const all = await list();
    expect(all.total).toBe(3);
    expect(all.appointments.map((a: { start_time: string }) => a.start_time)).toEqual(['10:00', '13:00', '09:00']);
    expect((await list('?search=chen&searchType=name')).appointments).toHaveLength(1);
    expect((await list('?search=chen&searchType=email')).appointments).toHaveLength(0);
    expect((await list('?search=4155550199&searchType=phone')).appointments).toHaveLength(1);
    expect((await list('?vin=0123456&licensePlate=8xyz')).appointments).toHaveLength(1);
    expect((await list('?vehicleMake=ford')).appointments[0].user.name).toBe('Zed Admin Made');
    expect((await list('?date=today')).total).toBe(1);
    expect((await list('?date=week')).total).toBe(3);
    expect((await list('?date=custom&from=2026-03-10&to=2026-03-10')).total).toBe(2);
    expect((await list('?status=completed')).total).toBe(0);
    expect((await t.call('GET', '/api/admin/appointments?status=bogus', { token: admin })).status).toBe(400);
  });

  it('changes status in place, frees the bay on cancel and refuses to restore into a full slot', async () => {
    const a = (await book({ start_time: '11:00' })).appointment;
    await book({ start_time: '11:00', contact_info: { name: 'Two', email: 'two@x.io', phone: '5105550100' } });
    const cancelled = await t.call('PUT', `/api/admin/appointments/${a.id}/status`, {
      token: admin,
      body: { status: 'canceled' },
    });
    expect(cancelled.body.appointment.status).toBe('cancelled');
    await book({ start_time: '11:00', contact_info: { name: 'Three', email: 'three@x.io', phone: '5105550100' } });
    const restore = await t.call('PUT', `/api/admin/appointments/${a.id}/status`, {
      token: admin,
      body: { status: 'scheduled' },
    });
    expect(restore.status).toBe(409);
    expect(restore.body.code).toBe('slot_unavailable');
  });

  it('edits customer, vehicle and notes, and reschedules only into a free future slot', async () => {
    const a = (await book()).appointment;
    const edit = await t.call('PUT', `/api/admin/appointments/${a.id}`, {
      token: admin,
      body: {
        first_name: 'Ana Maria',
        last_name: 'Lopez Diaz',
        vehicle_make: 'Honda',
        vehicle_vin: 'ABC',
        notes: 'Bring keys',
        status: 'confirmed',
        version: a.version,
      },
    });
    expect(edit.status).toBe(200);
    expect(edit.body.appointment).toMatchObject({
      status: 'confirmed',
      notes: 'Bring keys',
      user: { name: 'Ana Maria Lopez Diaz' },
      vehicle: { make: 'Honda', vin: 'ABC' },
      version: a.version + 1,
    });
    const stale = await t.call('PUT', `/api/admin/appointments/${a.id}`, {
      token: admin,
      body: { notes: 'old view', version: a.version },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('conflict');
    const moved = await t.call('PUT', `/api/admin/appointments/${a.id}`, {
      token: admin,
      body: { date: '2026-03-11', start_time: '3:00 PM', end_time: '4:00 PM' },
    });
    expect(moved.body.appointment).toMatchObject({ date: '2026-03-11', start_time: '15:00', end_time: '16:00' });
    const past = await t.call('PUT', `/api/admin/appointments/${a.id}`, {
      token: admin,
      body: { date: '2026-03-06', start_time: '10:00' },
    });
    expect(past.status).toBe(409);
    const weekend = await t.call('PUT', `/api/admin/appointments/${a.id}`, {
      token: admin,
      body: { date: '2026-03-14', start_time: '10:00' },
    });
    expect(weekend.status).toBe(409);
    const track = await t.call('GET', `/api/appointments/${a.id}/tracking`, { token: admin });
    expect(track.body.updates.map((u: { message: string }) => u.message)).toEqual([
      'Appointment booked',
      'Status changed to Confirmed',
      'Rescheduled to Mar 11, 2026 3:00 PM',
    ]);
  });

  it('when a write carries a stale version, then 409 conflict with the current appointment beside it, and nothing changes', async () => {
    const a = (await book()).appointment;
    const theirs = await t.call('PUT', `/api/admin/appointments/${a.id}`, {
      token: admin,
      body: { notes: 'theirs', version: a.version },
    });
    const current = theirs.body.appointment;
    expect(theirs.body.version).toBe(a.version + 1);
    expect(current.version).toBe(a.version + 1);
    const writes = [
      t.call('PUT', `/api/admin/appointments/${a.id}`, { token: admin, body: { notes: 'mine', version: a.version } }),
      t.call('PUT', `/api/admin/appointments/${a.id}/status`, {
        token: admin,
        body: { status: 'completed', version: a.version },
      }),
      t.call('DELETE', `/api/admin/appointments/${a.id}?version=${a.version}`, { token: admin }),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.status).toBe(409);
      expect(conflictAnswerSchema.parse(res.body)).toMatchObject({ code: 'conflict', version: current.version });
      expect(res.body.current).toEqual(current);
    }
    expect((await list()).appointments[0]).toMatchObject({
      notes: 'theirs',
      status: 'scheduled',
      version: current.version,
    });
  });

  it('adds progress notes and an estimated completion that the customer sees', async () => {
    const created = await book();
    const id = created.appointment.id;
    const note = await t.call('POST', `/api/admin/appointments/${id}/events`, {
      token: admin,
      body: { message: 'Oil drained, filter replaced', estimatedCompletion: '2026-03-09T18:30:00.000Z' },
    });
    expect(note.status).toBe(201);
    const track = await t.call('GET', `/api/appointments/${id}/tracking?t=${created.tracking_token}`);
    expect(track.body.estimatedCompletion).toBe('2026-03-09T18:30:00.000Z');
    expect(track.body.updates.at(-1).message).toBe('Oil drained, filter replaced');
    expect(
      (await t.call('POST', `/api/admin/appointments/${id}/events`, { token: admin, body: { message: '' } })).status,
    ).toBe(400);
  });

  it('deletes an appointment and answers 404 afterwards', async () => {
    const a = (await book()).appointment;
    expect((await t.call('DELETE', `/api/admin/appointments/${a.id}`, { token: admin })).body).toEqual({
      success: true,
    });
    expect((await t.call('DELETE', `/api/admin/appointments/${a.id}`, { token: admin })).status).toBe(404);
    expect((await list()).total).toBe(0);
  });

  it('shows the day on the dashboard', async () => {
    await book();
    await t.call('POST', '/api/appointment-requests', { body: requestBody() });
    const res = await t.call('GET', '/api/admin/dashboard', { token: admin });
    expect(res.body).toMatchObject({ today: '2026-03-09', todayCount: 1, pendingRequests: 1 });
    expect(res.body.upcoming).toHaveLength(1);
  });

  it('when today has bookings, then the dashboard lists all of them by start time with their status', async () => {
    const late = await adminBook({ date: '2026-03-09', start_time: '15:00', end_time: '16:00' });
    expect(late.status, JSON.stringify(late.body)).toBe(201);
    const early = (await book({ start_time: '11:00' })).appointment;
    await adminBook({ date: '2026-03-10' });
    await t.call('PUT', `/api/admin/appointments/${early.id}/status`, { token: admin, body: { status: 'completed' } });
    const res = await t.call('GET', '/api/admin/dashboard', { token: admin });
    expect(
      res.body.todayAppointments.map((a: { start_time: string; status: string }) => [a.start_time, a.status]),
    ).toEqual([
      ['11:00', 'completed'],
      ['15:00', late.body.appointment.status],
    ]);
  });

  it('when the list was just read and anything is then written, then the next read shows the change', async () => {
    const a = (await book({ start_time: '11:00' })).appointment;
    expect((await list('?status=scheduled')).total).toBe(1);
    expect((await list('?status=scheduled')).total).toBe(1);
    await t.call('PUT', `/api/admin/appointments/${a.id}/status`, { token: admin, body: { status: 'completed' } });
    expect((await list('?status=scheduled')).total).toBe(0);
    await book({ start_time: '10:00', contact_info: { name: 'Ann Lee', email: 'ann@x.io', phone: '5105550100' } });
    const [first] = (await list('?status=scheduled')).appointments;
    expect(first.user).toMatchObject({ name: 'Ann Lee', is_ghost: true });
    await t.call('PUT', `/api/admin/appointments/${first.id}`, { token: admin, body: { first_name: 'Anna' } });
    expect((await list('?status=scheduled')).appointments[0].user.name).toBe('Anna Lee');
  });
});
