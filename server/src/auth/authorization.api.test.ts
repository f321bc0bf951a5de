import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';

/** Every route that needs an admin, with a body that would be valid for one. */
const ADMIN_ROUTES: [method: string, path: string, body?: unknown][] = [
  ['GET', '/api/admin/appointments'],
  ['GET', '/api/admin/appointments?status=scheduled&date=week'],
  ['PUT', '/api/admin/appointments/1/status', { status: 'completed' }],
  ['PUT', '/api/admin/appointments/1', { notes: 'x' }],
  ['DELETE', '/api/admin/appointments/1'],
  ['POST', '/api/admin/appointments/1/events', { message: 'Started' }],
  ['GET', '/api/admin/dashboard'],
  ['GET', '/api/admin/settings'],
  ['PUT', '/api/admin/settings', { notifications: { email: true, sms: false, appointments: true, orders: true }, security: { sessionTimeoutMinutes: 30 } }],
  ['GET', '/api/admin/appointment-requests?status=pending'],
  ['PUT', '/api/admin/appointment-requests/1', { status: 'declined' }],
  ['PUT', '/api/feature-flags/showServicesTab', { enabled: true }],
];

let t: TestApp;
let userToken: string;
let adminToken: string;
beforeAll(async () => {
  t = await startTestApp();
  userToken = await t.customer();
  adminToken = await t.login();
});
afterAll(async () => {
  await t.stop();
});

describe('authorisation matrix', () => {
  it.each(ADMIN_ROUTES)('%s %s: anonymous 401, customer 403, admin allowed', async (method, path, body) => {
    expect((await t.call(method, path, { body })).status).toBe(401);
    expect((await t.call(method, path, { body, token: userToken })).status).toBe(403);
    const admin = await t.call(method, path, { body, token: adminToken });
    expect([401, 403]).not.toContain(admin.status);
    expect(admin.status).toBeLessThan(500);
  });

  it('when a route under /api does not exist, then a JSON 404', async () => {
    const res = await t.call('GET', '/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: 'Not found', code: 'not_found' });
  });

  it('sends the security headers', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.body).toEqual({ ok: true, db: 'ok' });
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('https://tile.openstreetmap.org');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('when a body is too large, then 413 JSON', async () => {
    const res = await t.call('POST', '/api/appointment-requests', { raw: JSON.stringify({ message: 'x'.repeat(40_000) }) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
  });
});
