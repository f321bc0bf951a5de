import { describe, expect, it } from 'vitest';
import { adminTestApp } from '../test/test-app.ts';
import { requestBody } from '../test/request-helpers.ts';

const s = adminTestApp();

const calendarBody = (over: Record<string, unknown> = {}) => ({
  date: '2026-03-10',
  start_time: '13:00',
  first_name: 'Ben',
  last_name: 'Ng',
  email: 'ben@example.com',
  phone: '510-555-0111',
  vehicle_make: 'Honda',
  vehicle_model: 'Civic',
  vehicle_year: '2012',
  service_type_id: ['1'],
  notes: '',
  ...over,
});
const bookFrom = (requestId: number, over: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  s.t.call('POST', '/api/appointments', {
    token: s.admin,
    body: calendarBody({ request_id: requestId, ...over }),
    headers,
  });
const newRequest = async () =>
  (await s.t.call('POST', '/api/appointment-requests', { body: requestBody() })).body.request_id as number;
const appointmentCount = async () => Number((await s.t.db('appointments').count({ n: '*' }))[0].n);

describe('booking from a request', () => {
  it('when an admin books with request_id, then the appointment is made and the request scheduled in one write', async () => {
    const id = await newRequest();
    const res = await bookFrom(id);
    expect(res.status).toBe(201);
    expect(res.body.appointment).toMatchObject({ request_id: id, date: '2026-03-10', start_time: '13:00' });
    expect(res.body.request).toMatchObject({
      request_id: id,
      status: 'scheduled',
      is_converted_to_appointment: true,
      appointment_id: res.body.appointment.id,
    });
    const pending = await s.t.call('GET', '/api/admin/appointment-requests?status=pending', { token: s.admin });
    expect(pending.body.requests).toEqual([]);
    const all = await s.t.call('GET', '/api/admin/appointment-requests?status=all', { token: s.admin });
    expect(all.body.requests[0]).toMatchObject({ status: 'scheduled', appointment_id: res.body.appointment.id });
  });

  it('when the request is unknown, then 404 and nothing is created', async () => {
    const res = await bookFrom(999);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'not_found', error: 'Request not found' });
    expect(await appointmentCount()).toBe(0);
  });

  it('when the request is already scheduled, then 409 conflict and no second appointment', async () => {
    const id = await newRequest();
    expect((await bookFrom(id)).status).toBe(201);
    const again = await bookFrom(id, { start_time: '14:00' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('conflict');
    expect(await appointmentCount()).toBe(1);
  });

  it('when the slot is taken, then 409 slot_unavailable and the request stays pending', async () => {
    const id = await newRequest();
    s.t.clock.set('2026-03-10T21:30:00Z'); // 14:30 in Los Angeles: 13:00 is past
    s.admin = await s.t.login(); // the admin session of the morning has timed out
    const res = await bookFrom(id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('slot_unavailable');
    expect((await s.t.db('appointment_requests').where({ id }).first()).status).toBe('pending');
    expect(await appointmentCount()).toBe(0);
  });

  it('when the same booking is replayed with its Idempotency-Key, then it is answered again, not refused', async () => {
    const id = await newRequest();
    const headers = { 'Idempotency-Key': 'from-request-0001' };
    const first = await bookFrom(id, {}, headers);
    const replay = await bookFrom(id, {}, headers);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.appointment.id).toBe(first.body.appointment.id);
  });
});
