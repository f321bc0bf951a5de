import { describe, expect, it } from 'vitest';
import { ADMIN, adminTestApp } from '../test/test-app.ts';

const app = adminTestApp();
/** A sign-in from a client address (the app trusts the loopback proxy's X-Forwarded-For). */
const signIn = (password: unknown, address: string, email: unknown = ADMIN.email) =>
  app.t.call('POST', '/api/users/login', { body: { email, password }, headers: { 'x-forwarded-for': address } });

describe('password guessing', () => {
  it('cheap malformed sign-ins count for nothing: the owner still signs in', async () => {
    for (let i = 0; i < 12; i += 1) expect((await signIn('', '10.0.0.1')).status).toBe(400);
    expect((await signIn({ toString: 1 }, '10.0.0.1')).status).toBe(400);
    expect((await signIn('x', '10.0.0.1', { toString: 1 })).status).toBe(400);
    expect((await signIn(ADMIN.password, '10.0.0.1')).status).toBe(200);
  });

  it('ten wrong passwords lock that account from that address only, and a restart keeps the count', async () => {
    for (let i = 0; i < 10; i += 1) expect((await signIn('wrong-password', '10.0.0.2')).status).toBe(401);
    expect((await signIn(ADMIN.password, '10.0.0.2')).status).toBe(429);
    expect((await signIn(ADMIN.password, '10.0.0.3')).status).toBe(200);
    await app.t.restart();
    expect((await signIn(ADMIN.password, '10.0.0.2')).status).toBe(429);
    // The window is 15 minutes.
    app.t.clock.set(new Date(app.t.clock.now().getTime() + 16 * 60_000));
    expect((await signIn(ADMIN.password, '10.0.0.2')).status).toBe(200);
  });

  it('one address trying many accounts is stopped at the per-address limit', async () => {
    const limit = app.t.config.loginAttemptsPerWindow;
    for (let i = 0; i < limit; i += 1)
      expect((await signIn('wrong-password', '10.0.0.4', `nobody${i}@example.com`)).status).toBe(401);
    expect((await signIn(ADMIN.password, '10.0.0.4')).status).toBe(429);
    expect((await signIn(ADMIN.password, '10.0.0.5')).status).toBe(200);
  });

  it('a success clears the failures of that account from that address', async () => {
    for (let i = 0; i < 9; i += 1) await signIn('wrong-password', '10.0.0.6');
    expect((await signIn(ADMIN.password, '10.0.0.6')).status).toBe(200);
    for (let i = 0; i < 9; i += 1) expect((await signIn('wrong-password', '10.0.0.6')).status).toBe(401);
    expect((await signIn(ADMIN.password, '10.0.0.6')).status).toBe(200);
  });
});
