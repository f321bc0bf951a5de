import { asBoolean } from '../db/dialect.ts';
import { authMessages } from '@shop/shared/auth/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, wizardBody, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.stop();
});

const GUEST = { name: 'Gail Guest', email: 'gail@example.com', phone: '(510) 555-0177' };
const bookAsGuest = () => t.call('POST', '/api/appointments', { body: wizardBody({ contact_info: GUEST }) });
const signIn = (password: string) => t.call('POST', '/api/users/login', { body: { email: GUEST.email, password } });
/** The guest's user row, its ghost flag read as a boolean on either database. */
const guestRow = async () => {
  const row = await t.db('users').where({ email: GUEST.email }).first();
  return row && { ...row, is_ghost: asBoolean(row.is_ghost) };
};
const confirm = (token: string | null, password: string) =>
  t.call('POST', '/api/users/confirm-email', { body: { token, password } });

describe("registering a guest's email", () => {
  it('gives no access and changes nothing until the mailed link is opened; the guest keeps their details', async () => {
    expect((await bookAsGuest()).status).toBe(201);
    const before = await guestRow();
    const { res, token } = await t.register(GUEST.email, 'eve-password-1', { firstName: 'Eve', lastName: 'Intruder' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(authMessages.confirmEmailSent(GUEST.email));
    expect(token).toMatch(/^[\w-]{40,}$/);

    const early = await signIn('eve-password-1');
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ code: 'email_unconfirmed', error: authMessages.confirmEmailFirst(GUEST.email) });
    expect(early.body.token).toBeUndefined();
    expect((await signIn('not-the-password')).status).toBe(401);
    expect(await guestRow()).toEqual(before);

    expect((await confirm(token, 'eve-password-1')).status).toBe(200);
    const session = await signIn('eve-password-1');
    expect(session.status).toBe(200);
    const mine = await t.call('GET', '/api/users/me/appointments', { token: session.body.token });
    expect(mine.body.appointments).toHaveLength(1);
    expect(await guestRow()).toMatchObject({
      first_name: 'Gail',
      last_name: 'Guest',
      phone: GUEST.phone,
      is_ghost: false,
    });
  });

  it('answers a guest email and an unknown email alike, and the same link works once', async () => {
    await bookAsGuest();
    const guest = await t.register(GUEST.email, 'long-enough-1');
    const fresh = await t.register('fresh@example.com', 'long-enough-1');
    expect([guest.res.status, fresh.res.status]).toEqual([201, 201]);
    expect(Object.keys(guest.res.body)).toEqual(Object.keys(fresh.res.body));
    expect((await confirm(guest.token, 'long-enough-1')).status).toBe(200);
    const replay = await confirm(guest.token, 'long-enough-1');
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe(authMessages.confirmLinkInvalid);
  });

  it('a newer registration does not take over an older one: each link confirms only with its own password', async () => {
    const owner = await t.register(GUEST.email, 'owner-password-1');
    const intruder = await t.register(GUEST.email, 'intruder-password-2');
    // The owner opens the intruder's link (the mails look alike) with their own password: refused, nothing changes.
    const wrong = await confirm(intruder.token, 'owner-password-1');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'invalid_request', error: authMessages.confirmPasswordWrong });
    expect(await guestRow()).toMatchObject({ password_hash: null, is_ghost: true });
    // The owner's own link still works after the newer registration, and then every other link is retired.
    expect((await confirm(owner.token, 'owner-password-1')).status).toBe(200);
    expect((await confirm(intruder.token, 'intruder-password-2')).status).toBe(400);
    expect((await signIn('intruder-password-2')).status).toBe(401);
    expect((await signIn('owner-password-1')).status).toBe(200);
  });

  it('wrong passwords on a link are counted like wrong sign-ins, so the password cannot be guessed', async () => {
    const { token } = await t.register(GUEST.email, 'owner-password-1');
    for (let i = 0; i < 10; i += 1) expect((await confirm(token, `guess-${i}-password`)).status).toBe(400);
    const blocked = await confirm(token, 'owner-password-1');
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe(authMessages.tooManyLoginAttempts);
    expect((await guestRow()).password_hash).toBeNull();
    t.clock.set(new Date(t.clock.now().getTime() + 16 * 60_000));
    expect((await confirm(token, 'owner-password-1')).status).toBe(200);
  });

  it('the mail says when the registration was asked for, and that ignoring it is safe', async () => {
    await t.register(GUEST.email, 'owner-password-1');
    const mail = t.mailsTo(GUEST.email).find((m) => m.subject.startsWith('Confirm your email'))!;
    expect(mail.text).toContain('On Mon Mar 9, 8:00 AM (shop time), someone registered');
    expect(mail.text).toMatch(/ignore this message; that is safe/);
  });

  it('a reset link is not a confirmation link', async () => {
    await t.customer(GUEST.email, 'long-enough-1');
    await t.call('POST', '/api/users/forgot-password', { body: { email: GUEST.email } });
    await t.notifier.idle();
    const reset = t.mailsTo(GUEST.email).find((m) => m.subject.startsWith('Reset'))!;
    const token = decodeURIComponent(reset.text.match(/token=(\S+)/)![1]);
    expect((await confirm(token, 'long-enough-1')).status).toBe(400);
  });
});

describe("an anonymous booking's answer", () => {
  it('says nothing about accounts: the same shape for a registered email and an unknown one', async () => {
    await t.customer(GUEST.email, 'long-enough-1');
    const registered = await bookAsGuest();
    const unknown = await t.call('POST', '/api/appointments', {
      body: wizardBody({ start_time: '11:00', contact_info: { ...GUEST, email: 'nobody@example.com' } }),
    });
    for (const res of [registered, unknown]) {
      expect(res.status).toBe(201);
      expect(res.body.appointment.user).toEqual({
        name: GUEST.name,
        email: res.body.appointment.user.email,
        phone: GUEST.phone,
      });
      expect(JSON.stringify(res.body)).not.toMatch(/is_ghost"|user_id/);
    }
    const admin = await t.login();
    const list = await t.call('GET', '/api/admin/appointments', { token: admin });
    expect(list.body.appointments.map((a: { user: { is_ghost: boolean } }) => a.user.is_ghost).sort()).toEqual([
      false,
      true,
    ]);
  });
});
