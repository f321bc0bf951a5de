import { describe, expect, it } from 'vitest';
import { adminTestApp } from '../test/test-app.ts';
import { passwordWork } from './passwords.ts';

const app = adminTestApp();
const register = (over: Record<string, unknown> = {}) =>
  app.t.call('POST', '/api/users/register', {
    body: {
      firstName: 'Ray',
      lastName: 'Gister',
      email: 'ray@example.com',
      phone: '5105550100',
      password: 'long-enough-1',
      acceptTerms: true,
      ...over,
    },
  });

describe('passwords are hashed only for requests that could succeed', () => {
  it('bogus reset tokens, malformed bodies and a closed registration are refused before any hashing', async () => {
    const before = passwordWork.started();
    const bogus = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        app.t.call('POST', '/api/users/reset-password', { body: { token: `bogus-${i}`, password: 'long-enough-1' } }),
      ),
    );
    expect(bogus.map((r) => r.status)).toEqual(Array(12).fill(400));
    expect(
      (await app.t.call('POST', '/api/users/reset-password', { body: { token: 'x', password: { a: 1 } } })).status,
    ).toBe(400);
    expect((await register()).status).toBe(403);
    expect((await register({ password: { toString: 1 } })).status).toBe(400);
    expect(passwordWork.started()).toBe(before);
  });

  it('an open registration hashes once and creates the account', async () => {
    await app.t.setFlag('registration', true);
    const before = passwordWork.started();
    expect((await register()).status).toBe(201);
    expect(passwordWork.started()).toBe(before + 1);
  });
});
