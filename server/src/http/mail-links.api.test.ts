import { request as httpRequest } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { ADMIN, appsStoppedAfterEach, wizardBody } from '../test/test-app.ts';

const start = appsStoppedAfterEach();

/** A JSON POST with a Host header of the caller's choosing, as an attacker would send it. */
function postWithHost(url: string, pathname: string, host: string, body: unknown): Promise<number> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: pathname,
        method: 'POST',
        headers: { host, 'content-type': 'application/json' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe('links in mails', () => {
  it('use PUBLIC_URL, never the Host header of the request', async () => {
    const t = await start({ env: { PUBLIC_URL: 'https://shop.example/ignored-path' } });
    expect(await postWithHost(t.url, '/api/users/forgot-password', 'evil.example', { email: ADMIN.email })).toBe(200);
    expect(await postWithHost(t.url, '/api/appointments', 'evil.example', wizardBody())).toBe(201);
    await t.notifier.idle();
    const reset = t.mailsTo(ADMIN.email).find((m) => /reset/i.test(m.subject))!;
    expect(reset.text).toContain('https://shop.example/reset-password');
    const confirmation = t.mailsTo('ana@example.com')[0];
    expect(confirmation.text).toMatch(/https:\/\/shop\.example\/track-appointment\/\d+\?t=/);
    expect(t.mails.some((m) => m.text.includes('evil.example'))).toBe(false);
    // Each of the app's own links is listed, so the HTML part (which links nothing else) makes it clickable.
    for (const m of t.mails)
      expect(m.links ?? []).toEqual(expect.arrayContaining(m.text.match(/https:\/\/shop\.example\/\S+/g) ?? []));
  });

  it('PUBLIC_URL is required in production and must be an http(s) URL; development defaults to localhost', () => {
    const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'shop-config-'));
    expect(() => readConfig({ DATA_DIR, NODE_ENV: 'production' })).toThrow(/PUBLIC_URL is required/);
    expect(() => readConfig({ DATA_DIR, PUBLIC_URL: 'ftp://shop.example' })).toThrow(/http\(s\)/);
    expect(() => readConfig({ DATA_DIR, PUBLIC_URL: 'shop.example' })).toThrow(/absolute/);
    expect(readConfig({ DATA_DIR, PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(readConfig({ DATA_DIR, NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' }).publicUrl).toBe(
      'https://shop.example',
    );
  });
});
