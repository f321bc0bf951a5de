import type { Knex } from 'knex';
import type { AppDeps } from '../app-deps.ts';
import { lockShopDay } from '../db/dialect.ts';
import { dueRowsPass } from '../jobs/due-rows.ts';
import { createJob, type Job } from '../jobs/job-loop.ts';
import { offerFreeTimes } from './offer-times.ts';
import { dropPastEntries, endHold, moveEntry, type HoldRow } from './waitlist.repository.ts';

/**
 * An offer that ran out: under its day's lock (so a claim is either before it, and wins, or after
 * it, and gets 410), the hold ends and its entry leaves the list. The time is then offered to the
 * next person by the same run.
 */
async function expireOffer(db: Knex, deps: Pick<AppDeps, 'clock'>, hold: HoldRow): Promise<'finished' | void> {
  return db.transaction(async (trx) => {
    await lockShopDay(trx, hold.date);
    if (!(await endHold(trx, hold.id, 'expired'))) return; // taken or released meanwhile: not ours to end
    await moveEntry(trx, hold.entry_id, ['offered'], 'expired', deps.clock.now());
    // The hold's end is written with its entry's, so the loop has nothing left to confirm.
    return 'finished';
  });
}

/** The pass that ends run-out offers: its result says how many it ended, and how many were not its to end. */
export function createExpiryPass(deps: Pick<AppDeps, 'db' | 'clock' | 'logger'>) {
  return dueRowsPass<HoldRow>(deps.db, deps.clock, {
    table: 'waitlist_holds',
    batch: 50,
    leaseMs: 60_000,
    // A hold's end is one short transaction; one stuck on the day's lock is tried again later.
    workTimeoutMs: 30_000,
    maxTries: 5,
    retryDelayMs: (tries) => 5_000 * 2 ** tries,
    handle: (hold) => expireOffer(deps.db, deps, hold),
    // Only for a hold whose handler did not end it itself.
    done: () => ({ status: 'expired' }),
    onFailedTry: (hold, tries, err) => deps.logger.warn({ hold: hold.id, tries, err }, 'waitlist offer expiry failed'),
  });
}

/**
 * The waitlist's work, one run: drop entries of past days, end offers that ran out (the job loop's
 * claim and lease over waitlist_holds, so of several servers one ends each), then offer free times
 * to whoever waits. Queued mails go out through the notifier.
 */
export function createWaitlistJob(deps: Omit<AppDeps, 'waitlist' | 'inboundTexts'>): Job {
  const expire = createExpiryPass(deps);
  return createJob(
    'waitlist',
    async () => {
      await dropPastEntries(deps.db, deps.shopClock.today(), deps.clock.now());
      await expire();
      if ((await offerFreeTimes(deps.db, deps)) > 0) deps.notifier.kick();
    },
    deps.logger,
  );
}
