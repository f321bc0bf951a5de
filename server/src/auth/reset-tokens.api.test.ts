import { describe, expect, it } from 'vitest';
import { ADMIN, adminTestApp } from '../test/test-app.ts';

const app = adminTestApp();

/** Asks for a reset link and answers the token the mail carries (null when no mail came). */
async function requestReset(): Promise<string | null> {
  const before = app.t.mailsTo(ADMIN.email).length;
  expect((await app.t.call('POST', '/api/users/forgot-password', { body: { email: ADMIN.email } })).status).toBe(200);
  await app.t.notifier.idle();
  const mail = app.t.mailsTo(ADMIN.email).slice(before)[0];
  return mail ? decodeURIComponent(mail.text.match(/token=([^\s]+)/)![1]) : null;
}
const reset = (token: string, password = 'a-new-password-1') =>
  app.t.call('POST', '/api/users/reset-password', { body: { token, password } });

describe('reset tokens', () => {
  it('a newer request retires the older link, and a used link works once', async () => {
    const older = (await requestReset())!;
    const newer = (await requestReset())!;
    expect((await reset(older)).status).toBe(400);
    expect((await reset(newer)).status).toBe(200);
    expect((await reset(newer, 'another-password-2')).status).toBe(400);
    expect(
      (await app.t.call('POST', '/api/users/login', { body: { email: ADMIN.email, password: 'a-new-password-1' } }))
        .status,
    ).toBe(200);
  });

  it('at most three reset mails per account per hour; the answer stays the same', async () => {
    const tokens = [await requestReset(), await requestReset(), await requestReset()];
    expect(tokens.every(Boolean)).toBe(true);
    expect(await requestReset()).toBeNull();
    app.t.clock.set(new Date(app.t.clock.now().getTime() + 61 * 60_000));
    expect(await requestReset()).not.toBeNull();
  });
});
