import type { Knex } from 'knex';
import type { Clock } from '../clock.ts';
import { claimDue, markDone, markFailedTry, type DueRow } from './due-rows.repository.ts';

/** How many rows confirmed alone are worked side by side. */
export const ALONE_AT_ONCE = 4;

/** Runs `work` over `items`, `width` at a time; answers the results in order. */
async function inPool<T, U>(items: T[], width: number, work: (item: T) => Promise<U>): Promise<U[]> {
  const results: U[] = [];
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
  return results;
}

/** A failure no retry will mend (an address that is gone or refused): the row fails at once. */
export class FinalFailure extends Error {}

/** How a table of due work is worked: its name, claim size, lease and retries. */
export interface DueRowsPolicy<R extends DueRow> {
  table: string;
  batch: number;
  /** A row claimed this long ago and not confirmed is taken again (its worker died). */
  leaseMs: number;
  maxTries: number;
  /** The wait before try number `tries + 1`. */
  retryDelayMs(tries: number): number;
  /** Does one row's work; a throw is a failed try. */
  handle(row: R): Promise<void>;
  /** The columns a finished row gets besides its status. */
  done(now: Date): { status: string } & Record<string, unknown>;
  /**
   * Rows whose work must not be done twice (a push, a paid SMS) are confirmed one by one, right
   * after their work, and only ALONE_AT_ONCE of them are worked at a time: a crash then repeats
   * at most those few in flight, not a whole batch.
   */
  confirmAlone?(row: R): boolean;
  /** Told of each failed try, for the log. */
  onFailedTry?(row: R, tries: number, err: unknown): void;
}

/**
 * One pass over the due rows of a table: claim a batch, work its rows side by side, record each
 * failed try with its back-off at once and confirm the finished ones in one statement, until a
 * claim comes back short. A crash between the work and its confirmation works that batch again
 * after its lease: never lost, rarely twice.
 */
export function dueRowsPass<R extends DueRow>(db: Knex, clock: Clock, policy: DueRowsPolicy<R>) {
  async function tryOne(row: R): Promise<boolean> {
    try {
      await policy.handle(row);
    } catch (err) {
      const tries = row.attempts + 1;
      const final = tries >= policy.maxTries || err instanceof FinalFailure;
      const retryAt = final ? null : new Date(clock.now().getTime() + policy.retryDelayMs(tries));
      await markFailedTry(db, policy.table, row, err instanceof Error ? err.message : String(err), retryAt);
      policy.onFailedTry?.(row, tries, err);
      return false;
    }
    // Done: a confirmation that fails leaves the row leased, to be confirmed or (after its lease)
    // worked again, as after a crash; never recorded as a failed try to be repeated at once.
    if (policy.confirmAlone?.(row))
      await markDone(db, policy.table, [row.id], policy.done(clock.now())).catch(() => undefined);
    return true;
  }

  return async function pass(): Promise<{ done: number; failed: number }> {
    const total = { done: 0, failed: 0 };
    for (;;) {
      const rows = await claimDue<R>(db, policy.table, clock.now(), policy.leaseMs, policy.batch);
      const isAlone = (row: R) => policy.confirmAlone?.(row) ?? false;
      const together = rows.filter((r) => !isAlone(r));
      const [okTogether, okAlone] = await Promise.all([
        Promise.all(together.map(tryOne)),
        inPool(rows.filter(isAlone), ALONE_AT_ONCE, tryOne),
      ]);
      const finished = together.filter((_, i) => okTogether[i]).map((r) => r.id);
      await markDone(db, policy.table, finished, policy.done(clock.now()));
      const done = [...okTogether, ...okAlone].filter(Boolean).length;
      total.done += done;
      total.failed += rows.length - done;
      if (rows.length < policy.batch) return total;
    }
  };
}
