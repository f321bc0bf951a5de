import { describe, expect, it } from 'vitest';
import { rawRows } from '../db/dialect.ts';
import { insertIntoFreeUnit } from '../db/unit-claims.ts';
import { testPostgresUrl } from '../test/test-db.ts';
import { adminTestApp, wizardBody } from '../test/test-app.ts';

/**
 * On PostgreSQL a claim locks its slot (an hourly start, or the day's drop-off places) inside the
 * claim statement, until its transaction ends: claims of other slots go on meanwhile, claims of
 * the same slot wait and then see the unit it took. SQLite runs one write transaction at a time.
 */
const s = adminTestApp();
const DAY = '2026-03-09';

const book = (start: string, i: number) =>
  s.t.call('POST', '/api/appointments', {
    body: wizardBody({ start_time: start, contact_info: { name: `L ${i}`, email: `l${i}@x.io`, phone: '5105550100' } }),
  });

/** Resolves once another connection waits on an advisory lock (a claim of the held slot). */
async function someoneWaitsForASlot(): Promise<void> {
  // Bounded, so a claim that never comes fails the test and its finally rolls back what it holds.
  for (const until = Date.now() + 5000; Date.now() < until;) {
    const [{ n }] = await rawRows<{ n: number }>(
      s.t.db,
      `select count(*)::int as n from pg_stat_activity where datname = current_database()
         and wait_event_type = 'Lock' and wait_event = 'advisory'`,
    );
    if (n > 0) return;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error('no claim waited for the slot within 5 s');
}

describe.runIf(testPostgresUrl())('when a transaction has claimed a unit of 10:00 and not yet committed', () => {
  it('then a booking at 09:00 the same day goes through, and one at 10:00 waits and takes the next bay', async () => {
    const {
      id: _id,
      bay: _bay,
      ...row
    } = await s.t
      .db('appointments')
      .where({ id: (await book('11:00', 1)).body.appointment.id })
      .first();
    const holder = await s.t.db.transaction();
    try {
      const claim = { date: DAY, start: '10:00', dropOff: false, capacity: 2 };
      expect(
        await insertIntoFreeUnit(holder, { ...row, start_time: '10:00', tracking_token_hash: 'held' }, claim),
      ).toMatchObject({ bay: 1 });
      expect((await book('09:00', 2)).status).toBe(201);

      const same = book('10:00', 3);
      await someoneWaitsForASlot();
      await holder.commit();
      // Its check ran after the lock was granted, so it saw bay 1 taken (a check on the
      // statement's own snapshot would have taken bay 1 again and hit the unique index).
      expect((await same).status).toBe(201);
      const bays = await s.t.db('appointments').where({ date: DAY, start_time: '10:00' }).orderBy('bay').pluck('bay');
      expect(bays).toEqual([1, 2]);
    } finally {
      if (!holder.isCompleted()) await holder.rollback();
    }
  });
});
