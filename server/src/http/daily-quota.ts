import type { Knex } from 'knex';
import { shopDateOf } from '@shop/shared/time/shop-time';
import type { Clock } from '../clock.ts';
import type { AppError } from './app-error.ts';
import { countUse } from './daily-quota.repository.ts';

export interface DailyQuota {
  /** What is counted: `email:a@b.c`, `booking:address:1.2.3.4`, ... each on its own. */
  subjects: readonly string[];
  /** Uses per subject per shop day. */
  limit: number;
  /** The answer once any subject is past its limit. */
  refusal: () => AppError;
}

/**
 * Takes one use of a daily quota in the write's transaction (the shop's day, kept in the
 * database so it holds across restarts and servers). Past the limit it throws the quota's
 * refusal, and the transaction's rollback takes the use back.
 */
export async function takeDailyQuota(
  trx: Knex,
  deps: { clock: Clock; config: { shop: { timeZone: string } } },
  quota: DailyQuota,
): Promise<void> {
  const day = shopDateOf(deps.clock.now(), deps.config.shop.timeZone);
  const counts = await countUse(trx, day, quota.subjects);
  if (counts.some((n) => n > quota.limit)) throw quota.refusal();
}
