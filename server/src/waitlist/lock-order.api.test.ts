import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockShopDay } from '../db/dialect.ts';
import { someoneWaitsOnLock } from '../test/advisory-waits.ts';
import { testPostgresUrl } from '../test/test-db.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { fillWaitlistDay, joinWaitlist, WAITLIST_DAY as DAY } from '../test/waitlist-helpers.ts';

/**
 * Locks in one order (lockShopDay): the day, then rows. PostgreSQL only, where the day's lock is
 * an advisory lock another connection can hold; SQLite runs one write transaction at a time.
 */
let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.stop();
});

describe.runIf(testPostgresUrl())('when a pass of the waitlist holds a day and staff offer on it by hand', () => {
  it('then the offer waits for the day before it touches the entry, and neither ends in a deadlock', async () => {
    await fillWaitlistDay(t);
    const entry = (await joinWaitlist(t, 1)).body.entry as { id: number };
    const admin = await t.login();
    // Each write above kicked the waitlist job, whose pass takes the day's lock too: it must be over
    // before the pass below holds the day, or it would be the one found waiting there.
    await t.deps.waitlist.idle();
    // What the job's pass does: the day's lock, then the day's entries.
    const pass = await t.db.transaction();
    try {
      await lockShopDay(pass, DAY);
      const offer = t.call('POST', `/api/admin/waitlist/${entry.id}/offer`, {
        token: admin,
        body: { start_time: '09:00' },
      });
      await someoneWaitsOnLock(t.db, 'pg_advisory_xact_lock');
      await pass('waitlist_entries').where({ id: entry.id }).update({ status: 'removed' });
      await pass.commit();
      const answer = await offer;
      // Refused by its one run, on the entry it found moved. Had it taken the entry's row first,
      // PostgreSQL would have ended one side as a deadlock: the pass's update would throw, or the
      // offer would run again and be refused as no longer waiting ('conflict').
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('slot_unavailable');
    } finally {
      if (!pass.isCompleted()) await pass.rollback();
    }
    expect(await t.db('waitlist_entries').where({ id: entry.id }).first()).toMatchObject({ status: 'removed' });
    expect(await t.db('waitlist_holds').where({ entry_id: entry.id })).toEqual([]);
  });
});
