import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../log.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { cancelByLink, fillWaitlistDay, joinWaitlist } from '../test/waitlist-helpers.ts';
import { createExpiryPass } from './waitlist-job.ts';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp({ env: { WAITLIST_OFFER_MINUTES: '30' } });
});
afterEach(async () => {
  await t.stop();
});

describe('ending offers that ran out', () => {
  it('when an offer runs out, then the pass ends it and counts it done, not lost', async () => {
    const booked = await fillWaitlistDay(t);
    const joined = await joinWaitlist(t, 1);
    await cancelByLink(t, booked[4]!);
    await t.runWaitlist();
    expect(await t.db('waitlist_holds').select('status')).toEqual([{ status: 'queued' }]);
    t.clock.set(new Date(t.clock.now().getTime() + 31 * 60_000));

    const pass = createExpiryPass({ db: t.db, clock: t.clock, logger: createLogger('silent') });
    expect(await pass()).toEqual({ done: 1, failed: 0, lost: 0 });
    expect(await t.db('waitlist_holds').select('status', 'lease_until')).toEqual([
      { status: 'expired', lease_until: null },
    ]);
    expect(await t.db('waitlist_entries').where({ id: joined.body.entry.id }).first()).toMatchObject({
      status: 'expired',
    });
    // Ended once: a second pass finds nothing.
    expect(await pass()).toEqual({ done: 0, failed: 0, lost: 0 });
  });
});
