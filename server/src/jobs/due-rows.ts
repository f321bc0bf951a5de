import type { Knex } from 'knex';
import type { Clock } from '../clock.ts';
import { claimDue, markDone, markFailedTry, type DueRow } from './due-rows.repository.ts';

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
      return true;
    } catch (err) {
      const tries = row.attempts + 1;
      const final = tries >= policy.maxTries || err instanceof FinalFailure;
      const retryAt = final ? null : new Date(clock.now().getTime() + policy.retryDelayMs(tries));
      await markFailedTry(db, policy.table, row, err instanceof Error ? err.message : String(err), retryAt);
      policy.onFailedTry?.(row, tries, err);
      return false;
    }
  }

  return async function pass(): Promise<{ done: number; failed: number }> {
    const total = { done: 0, failed: 0 };
    for (;;) {
      const rows = await claimDue<R>(db, policy.table, clock.now(), policy.leaseMs, policy.batch);
      const outcomes = await Promise.all(rows.map(tryOne));
      const finished = rows.filter((_, i) => outcomes[i]).map((r) => r.id);
      await markDone(db, policy.table, finished, policy.done(clock.now()));
      total.done += finished.length;
      total.failed += rows.length - finished.length;
      if (rows.length < policy.batch) return total;
    }
  };
}
