import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authMessages } from '@shop/shared/auth/messages';
import { createDb } from '../db/knex.ts';
import { ADMIN, startTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.stop();
});

const register = (over: Record<string, unknown> = {}) =>
  t.call('POST', '/api/users/register', {
    body: {
      firstName: 'Dee',
      lastName: 'Doe',
      email: 'dee@example.com',
      phone: '5105550123',
      password: 'long-enough-1',
      confirmPassword: 'long-enough-1',
      acceptTerms: true,
      ...over,
    },
  });
const enableRegistration = () => t.setFlag('registration', true);

describe('sign in', () => {
  it('when the password is right, then a token, the user and an HttpOnly SameSite=Strict cookie come back', async () => {
    const res = await t.call('POST', '/api/users/login', { body: ADMIN });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, user: { email: ADMIN.email, role: 'admin' } });
    expect(res.headers.get('set-cookie')).toMatch(/shop_session=.*HttpOnly.*SameSite=Strict/i);
    const me = await t.call('GET', '/api/users/me', { token: res.body.token });
    expect(me.body.user).toMatchObject({ email: ADMIN.email, role: 'admin' });
  });

  it('when the password or the account is wrong, then 401 Invalid credentials either way', async () => {
    const wrong = await t.call('POST', '/api/users/login', { body: { ...ADMIN, password: 'nope-nope' } });
    const nobody = await t.call('POST', '/api/users/login', {
      body: { email: 'ghost@example.com', password: 'nope-nope' },
    });
    expect([wrong.status, nobody.status]).toEqual([401, 401]);
    expect(wrong.body.error).toBe('Invalid credentials');
    expect(nobody.body.error).toBe('Invalid credentials');
  });

  it('when an account is guessed at, then the limiter answers 429 after 10 failures', async () => {
    const answers = [];
    for (let i = 0; i < 11; i += 1)
      answers.push((await t.call('POST', '/api/users/login', { body: { ...ADMIN, password: `guess-${i}` } })).status);
    expect(answers.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(answers[10]).toBe(429);
  });

  it('when the session cookie is used, then it works for reads and for same-origin writes only', async () => {
    const login = await t.call('POST', '/api/users/login', { body: ADMIN });
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    expect((await t.call('GET', '/api/users/me', { headers: { cookie } })).status).toBe(200);
    const crossSite = await t.call('PUT', '/api/feature-flags/showServicesTab', {
      body: { enabled: true },
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(401);
    const sameSite = await t.call('PUT', '/api/feature-flags/showServicesTab', {
      body: { enabled: true },
      headers: { cookie, origin: t.url },
    });
    expect(sameSite.status).toBe(200);
  });

  it('when a session starts and ends, then a readable companion cookie with the user id comes and goes with it', async () => {
    const login = await t.call('POST', '/api/users/login', { body: ADMIN });
    const set = login.headers.getSetCookie();
    const companion = set.find((c) => c.startsWith('shop_signed_in='));
    expect(companion).toMatch(new RegExp(`^shop_signed_in=${login.body.user.id};`));
    expect(companion).not.toMatch(/HttpOnly/i);
    expect(companion).toMatch(/SameSite=Strict/i);
    // Same lifetime as the session cookie: a browser session cookie for an admin, neither with Max-Age.
    expect(set.filter((c) => /Max-Age/i.test(c))).toEqual([]);
    const logout = await t.call('POST', '/api/users/logout', { token: login.body.token });
    expect(logout.headers.getSetCookie().map((c) => c.split('=')[0])).toEqual(['shop_session', 'shop_signed_in']);
    expect(logout.headers.getSetCookie().every((c) => /Expires=Thu, 01 Jan 1970/.test(c))).toBe(true);
  });

  it('when a session cookie is refused, then every answer says so, even one that needs no session', async () => {
    const login = await t.call('POST', '/api/users/login', { body: ADMIN });
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    expect((await t.call('GET', '/api/services', { headers: { cookie } })).headers.get('session-refused')).toBeNull();
    await t.call('POST', '/api/users/logout', { token: login.body.token });
    const after = await t.call('GET', '/api/services', { headers: { cookie } });
    expect(after.status).toBe(200);
    expect(after.headers.get('session-refused')).toBe('1');
    // A bearer token is not the browser's session: its refusal is the 401 alone.
    expect(
      (await t.call('GET', '/api/services', { token: login.body.token })).headers.get('session-refused'),
    ).toBeNull();
  });

  it('when the user logs out, then the old token stops working', async () => {
    const token = await t.login();
    expect((await t.call('POST', '/api/users/logout', { token })).status).toBe(200);
    expect((await t.call('GET', '/api/users/me', { token })).status).toBe(401);
  });

  it('when another process ends the sessions (a CLI on the same file), then the token stops working within 2 s', async () => {
    const token = await t.login();
    expect((await t.call('GET', '/api/users/me', { token })).status).toBe(200);
    const cli = createDb(t.config.database);
    await cli('users').where({ email: ADMIN.email }).increment('token_version', 1);
    await cli.destroy();
    t.clock.set(new Date(t.clock.now().getTime() + 2100));
    expect((await t.call('GET', '/api/users/me', { token })).status).toBe(401);
  });

  it('when a token is tampered with, unsigned (alg none) or expired, then it is refused', async () => {
    const token = await t.login();
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: '999' })).toString('base64url')}.${s}`;
    expect((await t.call('GET', '/api/users/me', { token: forged })).status).toBe(401);
    t.clock.set('2026-03-09T16:00:01Z'); // the admin session timeout (30 min) has passed
    expect((await t.call('GET', '/api/users/me', { token })).status).toBe(401);
  });

  it('when a real customer forges an admin token, then it is refused: 401 unsigned or wrongly signed, 403 when the role is only claimed', async () => {
    const customer = await t.customer('mallory@example.com');
    const adminId = (await t.db('users').where({ email: ADMIN.email }).first()).id;
    const [, p] = customer.split('.');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const asAdmin = [
      { ...claims, role: 'admin' },
      { ...claims, sub: String(adminId), role: 'admin' },
    ];
    const wrongKey = new TextEncoder().encode('another-secret-another-secret-123');
    const unsigned = (c: object) =>
      `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(c)).toString('base64url')}.`;
    for (const c of asAdmin) {
      const resigned = await new SignJWT(c).setProtectedHeader({ alg: 'HS256' }).sign(wrongKey);
      for (const forged of [resigned, unsigned(c)]) {
        expect((await t.call('GET', '/api/users/me', { token: forged })).status).toBe(401);
        expect((await t.call('GET', '/api/admin/appointments', { token: forged })).status).toBe(401);
        expect(
          (await t.call('PUT', '/api/feature-flags/registration', { token: forged, body: { enabled: true } })).status,
        ).toBe(401);
      }
    }
    // Signed with the server's own key but claiming a role: the role comes from the database.
    const claimed = await new SignJWT(asAdmin[0])
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect((await t.call('GET', '/api/users/me', { token: claimed })).body.user).toMatchObject({
      email: 'mallory@example.com',
      role: 'user',
    });
    expect((await t.call('GET', '/api/admin/appointments', { token: claimed })).status).toBe(403);
    expect(
      (await t.call('PUT', '/api/feature-flags/registration', { token: claimed, body: { enabled: true } })).status,
    ).toBe(403);
  });

  it('when the session timeout setting changes, then new admin tokens get that lifetime', async () => {
    const admin = await t.login();
    const settings = (await t.call('GET', '/api/admin/settings', { token: admin })).body.settings;
    await t.call('PUT', '/api/admin/settings', {
      token: admin,
      body: { ...settings, security: { sessionTimeoutMinutes: 120 } },
    });
    const login = await t.call('POST', '/api/users/login', { body: ADMIN });
    expect(new Date(login.body.expiresAt).getTime() - t.clock.now().getTime()).toBe(120 * 60_000);
  });
});

describe('registration', () => {
  it('when the flag is off, then 403 Registration is currently disabled', async () => {
    const res = await register();
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('Registration is currently disabled');
  });

  it('when on, then a customer (never an admin) once the mailed link is opened; again after that is 409', async () => {
    const res = await t.register('new@example.com', 'long-enough-1');
    expect(res.res.status).toBe(201);
    expect(res.res.body.message).toBe(authMessages.confirmEmailSent('new@example.com'));
    await t.call('POST', '/api/users/confirm-email', { body: { token: res.token, password: 'long-enough-1' } });
    const login = await t.call('POST', '/api/users/login', {
      body: { email: 'new@example.com', password: 'long-enough-1' },
    });
    expect(login.body.user.role).toBe('user');
    await enableRegistration();
    const again = await register({ email: 'new@example.com', role: 'admin' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('User already exists');
  });

  it('when passwords differ or terms are not accepted, then 400 with the spec text', async () => {
    await enableRegistration();
    expect((await register({ confirmPassword: 'different-1' })).body.error).toBe('Passwords do not match');
    expect((await register({ acceptTerms: false })).status).toBe(400);
  });
});

describe('password reset', () => {
  it('answers the same for known and unknown emails, and mails only real accounts', async () => {
    const known = await t.call('POST', '/api/users/forgot-password', { body: { email: ADMIN.email } });
    const unknown = await t.call('POST', '/api/users/forgot-password', { body: { email: 'nobody@example.com' } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body.message).toBe(
      'If an account exists for nobody@example.com, you will receive password reset instructions.',
    );
    await t.notifier.idle();
    expect(t.mails.map((m) => m.to)).toEqual([ADMIN.email]);
  });

  it('when the emailed token is used, then the password changes once and old sessions end', async () => {
    const old = await t.login();
    await t.call('POST', '/api/users/forgot-password', { body: { email: ADMIN.email } });
    await t.notifier.idle();
    const token = decodeURIComponent(/token=([^\s]+)/.exec(t.mails[0].text)![1]);
    const reset = await t.call('POST', '/api/users/reset-password', { body: { token, password: 'brand-new-pass-1' } });
    expect(reset.status).toBe(200);
    expect((await t.call('GET', '/api/users/me', { token: old })).status).toBe(401);
    expect(
      (await t.call('POST', '/api/users/login', { body: { email: ADMIN.email, password: 'brand-new-pass-1' } })).status,
    ).toBe(200);
    const replay = await t.call('POST', '/api/users/reset-password', { body: { token, password: 'another-pass-22' } });
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('This reset link is invalid or has expired.');
  });
});
