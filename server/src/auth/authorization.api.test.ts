import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminBookingBody, startTestApp, wizardBody, type TestApp } from '../test/test-app.ts';
import { requestBody } from '../test/request-helpers.ts';

type Expected = [anonymous: number, customer: number, admin: number];

/**
 * Every route with a policy other than "anyone", with a body that is valid for it, and the exact
 * answer each role gets. Appointment 1 and request 1 exist; the delete comes last.
 */
const ROUTES: [method: string, path: string, body: unknown, expected: Expected][] = [
  ['GET', '/api/admin/appointments', undefined, [401, 403, 200]],
  ['GET', '/api/admin/appointments?status=scheduled&date=week', undefined, [401, 403, 200]],
  ['PUT', '/api/admin/appointments/1/status', { status: 'completed' }, [401, 403, 200]],
  ['PUT', '/api/admin/appointments/1', { notes: 'x' }, [401, 403, 200]],
  ['POST', '/api/admin/appointments/1/events', { message: 'Started' }, [401, 403, 201]],
  ['POST', '/api/admin/appointments', adminBookingBody(), [401, 403, 201]],
  ['GET', '/api/admin/dashboard', undefined, [401, 403, 200]],
  ['GET', '/api/admin/settings', undefined, [401, 403, 200]],
  [
    'PUT',
    '/api/admin/settings',
    {
      notifications: { email: true, sms: false, appointments: true, orders: true },
      security: { sessionTimeoutMinutes: 30 },
    },
    [401, 403, 200],
  ],
  ['GET', '/api/admin/appointment-requests?status=pending', undefined, [401, 403, 200]],
  ['PUT', '/api/admin/appointment-requests/1', { status: 'declined' }, [401, 403, 200]],
  ['PUT', '/api/feature-flags/showServicesTab', { enabled: true }, [401, 403, 200]],
  // Token holder, owner or admin: anyone else sees the 404 of an unknown id.
  ['GET', '/api/appointments/1/tracking', undefined, [404, 404, 200]],
  ['DELETE', '/api/admin/appointments/1', undefined, [401, 403, 200]],
];

let t: TestApp;
let userToken: string;
let adminToken: string;
beforeAll(async () => {
  t = await startTestApp();
  userToken = await t.customer();
  adminToken = await t.login();
  expect((await t.call('POST', '/api/appointments', { body: wizardBody() })).body.appointment.id).toBe(1);
  expect((await t.call('POST', '/api/appointment-requests', { body: requestBody() })).body.request_id).toBe(1);
});
afterAll(async () => {
  await t.stop();
});

describe('authorisation matrix', () => {
  it.each(ROUTES)(
    '%s %s %j: anonymous, customer, admin get exactly %j',
    async (method, path, body, [anonymous, customer, admin]) => {
      expect((await t.call(method, path, { body })).status).toBe(anonymous);
      expect((await t.call(method, path, { body, token: userToken })).status).toBe(customer);
      expect((await t.call(method, path, { body, token: adminToken })).status).toBe(admin);
    },
  );

  it('when a route under /api does not exist, then a JSON 404', async () => {
    const res = await t.call('GET', '/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: 'Not found', code: 'not_found' });
  });

  it('sends the security headers', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.body).toEqual({ ok: true, db: true });
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('https://tile.openstreetmap.org');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('when a body is too large, then 413 JSON', async () => {
    const res = await t.call('POST', '/api/appointment-requests', {
      raw: JSON.stringify({ message: 'x'.repeat(40_000) }),
    });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
  });
});
