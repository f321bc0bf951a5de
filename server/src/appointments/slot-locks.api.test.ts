import { describe, expect, it } from 'vitest';
import { insertIntoFreeUnit } from '../db/unit-claims.ts';
import { someoneWaitsOnLock } from '../test/advisory-waits.ts';
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
      await someoneWaitsOnLock(s.t.db, 'shop_free_unit');
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
