import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, shopClockOf } from '../clock.ts';
import type { Db } from '../db/knex.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { migrate } from '../db/migrations.ts';
import { AppError } from './app-error.ts';
import { assertDailyQuotaLeft, takeDailyQuota, type DailyQuota } from './daily-quota.ts';

let db: Db;
let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await openTestDatabase('quota');
  db = testDb.db;
  await migrate(db);
});
afterAll(() => testDb.close());

const clock = fixedClock('2031-03-10T17:00:00Z');
const deps = { shopClock: shopClockOf(clock, 'America/Los_Angeles') };
const quota = (subjects: string[], limit = 2): DailyQuota => ({
  subjects,
  limit,
  refusal: () => new AppError(429, 'rate_limited', 'Too many today'),
});
const take = (q: DailyQuota) => db.transaction((trx) => takeDailyQuota(trx, deps, q));

describe('takeDailyQuota', () => {
  it('when a subject has used its limit, then the next use is refused and counts nothing', async () => {
    await take(quota(['email:a@x.test']));
    await take(quota(['email:a@x.test']));
    await expect(take(quota(['email:a@x.test']))).rejects.toMatchObject({ status: 429, code: 'rate_limited' });
    // The refused use was rolled back: raising the limit by one lets exactly one more through.
    await take(quota(['email:a@x.test'], 3));
    await expect(take(quota(['email:a@x.test'], 3))).rejects.toBeInstanceOf(AppError);
  });

  it('when any one of the subjects is over, then the whole use is refused, the others uncounted too', async () => {
    await take(quota(['email:b@x.test', 'ip:1.2.3.4']));
    await take(quota(['email:c@x.test', 'ip:1.2.3.4']));
    await expect(take(quota(['email:d@x.test', 'ip:1.2.3.4']))).rejects.toBeInstanceOf(AppError);
    await take(quota(['email:d@x.test']));
    await take(quota(['email:d@x.test']));
    await expect(take(quota(['email:d@x.test']))).rejects.toBeInstanceOf(AppError);
  });

  it('when asked whether a quota is left, then it answers without counting', async () => {
    await assertDailyQuotaLeft(db, deps, quota(['ip:9.9.9.9'], 1));
    await assertDailyQuotaLeft(db, deps, quota(['ip:9.9.9.9'], 1));
    await take(quota(['ip:9.9.9.9'], 1));
    await expect(assertDailyQuotaLeft(db, deps, quota(['ip:9.9.9.9'], 1))).rejects.toMatchObject({ status: 429 });
  });

  it('when the shop day turns, then the count starts again', async () => {
    await take(quota(['email:e@x.test'], 1));
    await expect(take(quota(['email:e@x.test'], 1))).rejects.toBeInstanceOf(AppError);
    clock.set('2031-03-11T17:00:00Z');
    await take(quota(['email:e@x.test'], 1));
  });
});
