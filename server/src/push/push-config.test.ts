import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { connectionCounter } from '../test/push-helpers.ts';
import { TEST_VAPID_ENV } from '../test/vapid.ts';
import { isPublicAddress, publicOnlyLookup, refusalOf } from './endpoint-policy.ts';
import { pushConfigFrom } from './push-config.ts';

const dir = () => mkdtempSync(path.join(tmpdir(), 'shop-push-'));

describe('the push settings', () => {
  it('make a key pair once into DATA_DIR and read it back', () => {
    const d = dir();
    const first = pushConfigFrom({}, d, false, 'shop@example.com');
    expect(pushConfigFrom({}, d, false, 'shop@example.com').vapid).toEqual(first.vapid);
    expect(first.vapid.subject).toBe('mailto:shop@example.com');
  });

  it('take keys from the environment, and require them on a shared database', () => {
    expect(pushConfigFrom(TEST_VAPID_ENV, dir(), true, 's@x.io').vapid.publicKey).toBe(TEST_VAPID_ENV.VAPID_PUBLIC_KEY);
    expect(() => pushConfigFrom({}, dir(), true, 's@x.io')).toThrow(/required with a PostgreSQL/);
    expect(() => pushConfigFrom({ VAPID_PUBLIC_KEY: TEST_VAPID_ENV.VAPID_PUBLIC_KEY }, dir(), false, 's@x.io')).toThrow(
      /set together/,
    );
    const short = { ...TEST_VAPID_ENV, VAPID_PRIVATE_KEY: 'abc' };
    expect(() => pushConfigFrom(short, dir(), false, 's@x.io')).toThrow(/32-byte/);
  });

  it('refuse a subject push services cannot use, and http: push services in production', () => {
    expect(() => pushConfigFrom({ VAPID_SUBJECT: 'shop@example.com' }, dir(), false, 's@x.io')).toThrow(
      /VAPID_SUBJECT/,
    );
    const local = { PUSH_ENDPOINTS: 'http://127.0.0.1:9000, https://push.example' };
    expect(pushConfigFrom(local, dir(), false, 's@x.io').endpoints).toEqual([
      'http://127.0.0.1:9000',
      'https://push.example',
    ]);
    const apple = { PUSH_ENDPOINTS: 'https://*.push.apple.com/' };
    expect(pushConfigFrom(apple, dir(), false, 's@x.io').endpoints).toEqual(['https://*.push.apple.com']);
    expect(() => pushConfigFrom({ PUSH_ENDPOINTS: 'push.example' }, dir(), false, 's@x.io')).toThrow(/origins such as/);
    expect(() => pushConfigFrom({ ...local, NODE_ENV: 'production' }, dir(), false, 's@x.io')).toThrow(/only https/);
  });
});

describe('the endpoint policy', () => {
  it('knows which addresses are not public', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '::',
      '::7f00:1',
      '64:ff9b::7f00:1',
      '2002:7f00:1::1',
    ])
      expect(isPublicAddress(ip), ip).toBe(false);
    for (const ip of ['8.8.8.8', '17.57.144.10', '2001:4860:4860::8888']) expect(isPublicAddress(ip), ip).toBe(true);
  });

  it('reads every spelling of an address as the address (hex, integer, mapped)', () => {
    for (const url of ['https://0x7f.1/p', 'https://2130706433/p', 'https://[::ffff:127.0.0.1]/p', 'https://[::1]/p'])
      expect(refusalOf(url, null), url).toMatch(/not a public address/);
    expect(refusalOf('https://user:pw@push.example/p', null)).toMatch(/credentials/);
    expect(refusalOf('https://fcm.googleapis.com/fcm/send/x', null)).toBeNull();
  });

  it('takes only port 443 without a list', () => {
    expect(refusalOf('https://push.example:8443/p', null)).toMatch(/port 443/);
    expect(refusalOf('https://push.example:443/p', null)).toBeNull();
  });

  it('a name resolving to loopback is refused when connecting: no connection is made', async () => {
    const { connections, port, close } = await connectionCounter();
    const attempt = (lookup?: typeof publicOnlyLookup) =>
      new Promise<string>((resolve) => {
        const req = http.get({ host: 'localhost', port, family: 4, ...(lookup ? { lookup } : {}) }, () =>
          resolve('answered'),
        );
        req.on('error', (err: Error & { code?: string }) => resolve(err.code ?? err.message));
      });
    try {
      expect(await attempt(publicOnlyLookup)).toBe('EPUSHREFUSED');
      expect(connections).toEqual([]);
      // The same request without the check reaches the listener (which hangs up).
      expect(await attempt()).toBe('ECONNRESET');
      expect(connections).toHaveLength(1);
    } finally {
      await close();
    }
  });

  it('with a list, allows exactly the listed origins', () => {
    const list = ['http://127.0.0.1:9000'];
    expect(refusalOf('http://127.0.0.1:9000/push/1', list)).toBeNull();
    expect(refusalOf('http://127.0.0.1:9001/push/1', list)).toMatch(/not in PUSH_ENDPOINTS/);
    expect(refusalOf('https://fcm.googleapis.com/fcm/send/x', list)).toMatch(/not in PUSH_ENDPOINTS/);
    const apple = ['https://*.push.apple.com'];
    expect(refusalOf('https://web.push.apple.com/abc', apple)).toBeNull();
    expect(refusalOf('https://push.apple.com.evil.example/abc', apple)).toMatch(/not in PUSH_ENDPOINTS/);
    expect(refusalOf('https://web.push.apple.com:8443/abc', apple)).toMatch(/not in PUSH_ENDPOINTS/);
    expect(refusalOf('http://web.push.apple.com/abc', apple)).toMatch(/not in PUSH_ENDPOINTS/);
  });
});
