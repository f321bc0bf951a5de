import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@shop/shared/api/headers';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { fillWaitlistDay, joinWaitlist, waitlistLinkOf } from '../test/waitlist-helpers.ts';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.stop();
});

const joinedMails = (i: number) =>
  t.mailsTo(`w${i}@example.com`).filter((m) => m.subject.startsWith('You are on the waitlist'));

describe('the mail of a join', () => {
  it('when someone joins, then they get one mail with their place, the day and their page, even if the join is replayed', async () => {
    await fillWaitlistDay(t);
    await joinWaitlist(t, 1);
    const key = { [IDEMPOTENCY_HEADER]: 'join-2-from-the-outbox' };
    const first = await joinWaitlist(t, 2, {}, key);
    const replay = await joinWaitlist(t, 2, {}, key);
    expect(replay.body).toEqual(first.body);
    await t.notifier.idle();

    const [mail, ...more] = joinedMails(2);
    expect(more).toEqual([]);
    expect(mail.subject).toBe('You are on the waitlist for Mar 10, 2026');
    expect(mail.text).toContain('You are number 2 on the waitlist for Mar 10, 2026.');
    expect(mail.text).toContain('Hello Wai,');
    const link = waitlistLinkOf(mail.text);
    expect(link.id).toBe(first.body.entry.id);
    expect(link.token).toBe(first.body.token);
    const left = await t.call('DELETE', `/api/waitlist/${link.id}?t=${encodeURIComponent(link.token)}`);
    expect(left.status).toBe(200);
    expect(joinedMails(1)).toHaveLength(1);
  });

  it('when a join is refused, then no mail is planned', async () => {
    expect((await joinWaitlist(t, 3)).body.code).toBe('slots_available');
    await t.notifier.idle();
    expect(joinedMails(3)).toEqual([]);
  });
});
