import type { Knex } from 'knex';
import type { ShopClock } from '../clock.ts';
import type { AppError } from './app-error.ts';
import { countUse, usesSoFar } from './daily-quota.repository.ts';

export interface DailyQuota {
  /** What is counted: `email:a@b.c`, `booking:address:1.2.3.4`, ... each on its own. */
  subjects: readonly string[];
  /** Uses per subject per shop day. */
  limit: number;
  /** The answer once any subject is past its limit. */
  refusal: () => AppError;
}

type QuotaDeps = { shopClock: ShopClock };
const shopDay = (deps: QuotaDeps) => deps.shopClock.today();

/**
 * Takes one use of a daily quota in the write's transaction (the shop's day, kept in the
 * database so it holds across restarts and servers). Past the limit it throws the quota's
 * refusal, and the transaction's rollback takes the use back.
 */
export async function takeDailyQuota(trx: Knex, deps: QuotaDeps, quota: DailyQuota): Promise<void> {
  const counts = await countUse(trx, shopDay(deps), quota.subjects);
  if (counts.some((n) => n > quota.limit)) throw quota.refusal();
}

/**
 * Throws the quota's refusal when it is used up already, counting nothing: a cheap check before
 * costly work (a password hash) that takeDailyQuota then counts in the write's transaction.
 */
export async function assertDailyQuotaLeft(db: Knex, deps: QuotaDeps, quota: DailyQuota): Promise<void> {
  const counts = await usesSoFar(db, shopDay(deps), quota.subjects);
  if (counts.some((n) => n >= quota.limit)) throw quota.refusal();
}
