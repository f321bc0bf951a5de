import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockShopDay } from '../db/dialect.ts';
import { insertIntoFreeUnit } from '../db/unit-claims.ts';
import { someoneWaitsOnLock } from '../test/advisory-waits.ts';
import { testPostgresUrl } from '../test/test-db.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { fillWaitlistDay, joinWaitlist, WAITLIST_DAY as DAY } from '../test/waitlist-helpers.ts';

/**
 * Bookings claim under their slot's lock, not the day's: a waitlist pass may read a time as free
 * that a booking takes before the pass holds it. PostgreSQL only (SQLite runs one write
 * transaction at a time, so nothing commits inside a pass).
 */
let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.stop();
});

describe.runIf(testPostgresUrl())('when a booking takes the time a waitlist pass was about to offer', () => {
  it('then the pass offers the entry the next free time instead', async () => {
    const made = await fillWaitlistDay(t);
    const entry = (await joinWaitlist(t, 1)).body.entry as { id: number };
    await t.deps.waitlist.idle();
    const { id: _id, bay: _bay, ...row } = await t.db('appointments').where({ id: made[1]!.id }).first();

    // 09:00 and 10:00 each get a place back, written here so that only the one pass below runs.
    await t.db('appointments').whereIn('id', [made[0]!.id, made[2]!.id]).update({ status: 'cancelled', bay: null });
    const day = await t.db.transaction();
    const booking = await t.db.transaction();
    try {
      // The day held, so the pass waits for it.
      await lockShopDay(day, DAY);
      // A booking claims 09:00's place and has not committed when the pass reads the day.
      const claim = { date: DAY, start: '09:00', dropOff: false, capacity: 2 };
      expect(await insertIntoFreeUnit(booking, { ...row, tracking_token_hash: 'rival' }, claim)).toBeTruthy();
      t.deps.waitlist.kick();
      await day.commit();
      // The pass read 09:00 as free and waits for its slot; the booking commits first.
      await someoneWaitsOnLock(t.db, 'shop_free_unit');
      await booking.commit();
      await t.deps.waitlist.idle();
    } finally {
      for (const trx of [day, booking]) if (!trx.isCompleted()) await trx.rollback();
    }
    const holds = await t.db('waitlist_holds').where({ entry_id: entry.id }).whereIn('status', ['queued', 'sending']);
    expect(holds.map((h) => h.start_time)).toEqual(['10:00']);
  });
});
