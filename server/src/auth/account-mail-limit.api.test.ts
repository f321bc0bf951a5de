import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { authMessages } from '@shop/shared/auth/messages';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { ADMIN, appsStoppedAfterEach, type TestApp } from '../test/test-app.ts';

const start = appsStoppedAfterEach();

/** A client at its own address (the test app trusts the loopback proxy, as TRUST_PROXY's default does). */
const from = (t: TestApp, ip: string) => ({
  register: (email: string) =>
    t.call('POST', '/api/users/register', {
      headers: { 'x-forwarded-for': ip },
      body: {
        firstName: 'Sam',
        lastName: 'Stranger',
        email,
        phone: '5105550101',
        password: 'a-password-1',
        acceptTerms: true,
      },
    }),
  forgot: (email: string) =>
    t.call('POST', '/api/users/forgot-password', { headers: { 'x-forwarded-for': ip }, body: { email } }),
});

const accountMails = (t: TestApp) =>
  t.mails.filter((m) => /^(Confirm your email|Reset your)/.test(m.subject)).map((m) => m.to);

describe('account mails per client address and day', () => {
  it('when one client has asked five times today, then the sixth is 429 whatever the email, and mails nobody', async () => {
    const t = await start({ env: { ACCOUNT_MAILS_PER_CLIENT_PER_DAY: '5' } });
    await t.setFlag('registration', true);
    const client = from(t, '203.0.113.7');
    for (const n of [1, 2, 3, 4, 5]) expect((await client.register(`stranger${n}@example.com`)).status).toBe(201);
    const sixth = await client.register('stranger6@example.com');
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({
      code: 'too_many_requests',
      error: authMessages.tooManyAccountMails(t.config.shop.phone),
    });
    expect((await client.forgot(ADMIN.email)).status).toBe(429);
    await t.notifier.idle();
    expect(accountMails(t).sort()).toEqual([1, 2, 3, 4, 5].map((n) => `stranger${n}@example.com`));
    // Another client is not held back, and the next shop day starts afresh.
    expect((await from(t, '203.0.113.8').register('stranger6@example.com')).status).toBe(201);
    t.clock.set('2026-03-10T15:00:00Z');
    expect((await client.forgot(ADMIN.email)).status).toBe(200);
  });

  it('when the limit is reached, then a real account and an unknown email get the same answer', async () => {
    const t = await start({ env: { ACCOUNT_MAILS_PER_CLIENT_PER_DAY: '2' } });
    const client = from(t, '203.0.113.9');
    // Unknown emails count as much as real ones: nothing is learned from when the limit comes.
    expect((await client.forgot('nobody-1@example.com')).status).toBe(200);
    expect((await client.forgot('nobody-2@example.com')).status).toBe(200);
    const known = await client.forgot(ADMIN.email);
    const unknown = await client.forgot('nobody-3@example.com');
    expect(known.status).toBe(429);
    expect(unknown).toMatchObject({ status: known.status, body: known.body });
    await t.notifier.idle();
    expect(accountMails(t)).toEqual([]);
  });

  it('ACCOUNT_MAILS_PER_CLIENT_PER_DAY defaults to 5 and must be a positive number', () => {
    const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'shop-config-'));
    expect(readConfig({ DATA_DIR }).accountMailsPerClientPerDay).toBe(5);
    expect(() => readConfig({ DATA_DIR, ACCOUNT_MAILS_PER_CLIENT_PER_DAY: '0' })).toThrow(/positive/);
  });
});
