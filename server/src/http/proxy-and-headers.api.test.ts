import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { ADMIN, appsStoppedAfterEach, type TestApp } from '../test/test-app.ts';

const start = appsStoppedAfterEach();

describe('security headers', () => {
  it('send HSTS only over HTTPS, and frame-ancestors without X-Frame-Options', async () => {
    const t = await start();
    const plain = await t.call('GET', '/api/health');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    expect(plain.headers.get('x-frame-options')).toBeNull();
    expect(plain.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // Behind a trusted proxy that terminated TLS.
    const https = await t.call('GET', '/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
  });
});

describe('OPTIONS', () => {
  it('names each method of a route once', async () => {
    const t = await start();
    const allowed = async (path: string) => (await t.call('OPTIONS', path)).headers.get('allow');
    expect(await allowed('/api/feature-flags/registration')).toBe('PUT');
    expect(await allowed('/api/admin/appointments/1')).toBe('DELETE, PUT');
    expect(await allowed('/api/appointments/1/tracking')).toBe('GET, HEAD');
    expect(await allowed('/api/appointments')).toBe('POST');
  });
});

describe('TRUST_PROXY', () => {
  const guess = (app: TestApp, address: string) =>
    app.call('POST', '/api/users/login', {
      body: { email: ADMIN.email, password: 'wrong-password' },
      headers: { 'x-forwarded-for': address },
    });

  it('false: a client cannot pick its address with X-Forwarded-For, nor claim HTTPS', async () => {
    const t = await start({ env: { TRUST_PROXY: 'false' } });
    for (let i = 0; i < 10; i += 1) expect((await guess(t, `10.1.0.${i}`)).status).toBe(401);
    const right = await t.call('POST', '/api/users/login', {
      body: ADMIN,
      headers: { 'x-forwarded-for': '10.9.9.9' },
    });
    expect(right.status).toBe(429);
    const https = await t.call('GET', '/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toBeNull();
  });

  it('reads a hop count, true/false and a list', async () => {
    const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'shop-config-'));
    expect(readConfig({ DATA_DIR }).trustProxy).toBe('loopback');
    expect(readConfig({ DATA_DIR, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({ DATA_DIR, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readConfig({ DATA_DIR, TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
  });
});
