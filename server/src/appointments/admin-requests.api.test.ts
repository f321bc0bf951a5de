import { conflictAnswerSchema } from '@shop/shared/api/conflict.schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminBookingBody, startTestApp, type TestApp } from '../test/test-app.ts';
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

const adminBook = (over: Record<string, unknown> = {}) =>
  t.call('POST', '/api/appointments', { token: admin, body: adminBookingBody(over) });

describe('admin requests and flags', () => {
  it('declines a request and schedules another from the calendar', async () => {
    await t.call('POST', '/api/appointment-requests', { body: requestBody() });
    await t.call('POST', '/api/appointment-requests', { body: requestBody({ email: 'other@example.com' }) });
    const [first, second] = (await t.call('GET', '/api/admin/appointment-requests?status=pending', { token: admin }))
      .body.requests;
    const declined = await t.call('PUT', `/api/admin/appointment-requests/${first.request_id}`, {
      token: admin,
      body: { status: 'declined' },
    });
    expect(declined.body.request.status).toBe('declined');
    const created = await adminBook({ request_id: second.request_id });
    expect(created.status).toBe(201);
    expect(created.body.appointment.request_id).toBe(second.request_id);
    const scheduled = await t.call('PUT', `/api/admin/appointment-requests/${second.request_id}`, {
      token: admin,
      body: { status: 'scheduled', is_converted_to_appointment: true, appointment_id: created.body.appointment.id },
    });
    expect(scheduled.body.request).toMatchObject({ status: 'scheduled', is_converted_to_appointment: true });
    expect(
      (await t.call('GET', '/api/admin/appointment-requests?status=pending', { token: admin })).body.requests,
    ).toEqual([]);
    expect(
      (await t.call('PUT', '/api/admin/appointment-requests/999', { token: admin, body: { status: 'declined' } })).body
        .error,
    ).toBe('Request not found');
    expect(
      (
        await t.call('PUT', `/api/admin/appointment-requests/${first.request_id}`, {
          token: admin,
          body: { status: 'maybe' },
        })
      ).status,
    ).toBe(400);
  });

  it('when a request write carries a stale version, then 409 with the stored version and the request as it is', async () => {
    await t.call('POST', '/api/appointment-requests', { body: requestBody() });
    const [request] = (await t.call('GET', '/api/admin/appointment-requests?status=pending', { token: admin })).body
      .requests;
    const path = `/api/admin/appointment-requests/${request.request_id}`;
    const theirs = await t.call('PUT', path, { token: admin, body: { status: 'declined', version: request.version } });
    expect(theirs.body.version).toBe(request.version + 1);
    const mine = await t.call('PUT', path, { token: admin, body: { status: 'declined', version: request.version } });
    expect(mine.status).toBe(409);
    expect(conflictAnswerSchema.parse(mine.body)).toMatchObject({
      version: request.version + 1,
      current: { request_id: request.request_id, status: 'declined', version: request.version + 1 },
    });
  });

  it('toggles a flag that everyone then reads', async () => {
    const res = await t.call('PUT', '/api/feature-flags/showSchedulingPage', { token: admin, body: { enabled: true } });
    expect(res.body).toEqual({ success: true, message: 'Feature flag showSchedulingPage enabled' });
    const flags = (await t.call('GET', '/api/feature-flags')).body.feature_flags;
    expect(flags).toContainEqual({ name: 'showSchedulingPage', enabled: true });
    expect(flags).toContainEqual({ name: 'registration', enabled: false });
    expect(
      (await t.call('PUT', '/api/feature-flags/unknownFlag', { token: admin, body: { enabled: true } })).status,
    ).toBe(400);
    expect(
      (await t.call('PUT', '/api/feature-flags/showSchedulingPage', { token: admin, body: { enabled: 'yes' } })).status,
    ).toBe(400);
  });
});
