import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { heldTimesAnswerSchema } from '@shop/shared/waitlist/waitlist.schema';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { cancelByLink, fillWaitlistDay, joinWaitlist, WAITLIST_DAY, waitlistLinkOf } from '../test/waitlist-helpers.ts';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp({ env: { WAITLIST_OFFER_MINUTES: '30' } });
});
afterEach(async () => {
  await t.stop();
});

const WEEK = 'from=2026-03-09&to=2026-03-15';

describe("the week grid's held times", () => {
  it('when an offer holds a time, then staff read it with the first name and its end, until it is taken', async () => {
    const admin = await t.login();
    const booked = await fillWaitlistDay(t);
    await joinWaitlist(t, 1);
    await cancelByLink(t, booked[2]);
    await t.runWaitlist();

    const res = await t.call('GET', `/api/admin/waitlist/holds?${WEEK}`, { token: admin });
    expect(res.status).toBe(200);
    const { holds } = heldTimesAnswerSchema.parse(res.body);
    expect(holds).toEqual([
      {
        entry_id: expect.any(Number),
        date: WAITLIST_DAY,
        start_time: '10:00',
        end_time: '11:00',
        is_drop_off: false,
        first_name: 'Wai',
        // Monday 8:00 in the shop (15:00Z, summer time) plus the 30 minutes of the offer.
        expires_at: '2026-03-09T15:30:00.000Z',
      },
    ]);
    const other = await t.call('GET', '/api/admin/waitlist/holds?from=2026-03-16&to=2026-03-22', { token: admin });
    expect(other.body.holds).toEqual([]);

    const offer = t.mailsTo('w1@example.com').find((m) => m.subject.includes('A time opened'))!;
    const link = waitlistLinkOf(offer.text);
    const claimed = await t.call('POST', `/api/waitlist/${link.id}/claim?t=${encodeURIComponent(link.token)}`, {
      body: { start_time: '10:00' },
    });
    expect(claimed.status).toBe(201);
    expect((await t.call('GET', `/api/admin/waitlist/holds?${WEEK}`, { token: admin })).body.holds).toEqual([]);
  });

  it('when someone not staff asks, then the held times are refused', async () => {
    expect((await t.call('GET', `/api/admin/waitlist/holds?${WEEK}`)).status).toBe(401);
    expect(
      (await t.call('GET', '/api/admin/waitlist/holds?from=soon&to=later', { token: await t.login() })).status,
    ).toBe(400);
  });
});
