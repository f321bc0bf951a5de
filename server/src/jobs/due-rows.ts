import type { Knex } from 'knex';
import type { Clock } from '../clock.ts';
import { withDeadline } from './deadline.ts';
import { inPool } from './in-pool.ts';
import { claimDue, markDone, markFailedTry, renewLease, type DueRow } from './due-rows.repository.ts';

/** How many rows confirmed alone are worked side by side. */
export const ALONE_AT_ONCE = 4;

/** A failure no retry will mend (an address that is gone or refused): the row fails at once. */
export class FinalFailure extends Error {}

/** How a table of due work is worked: its name, claim size, lease and retries. */
export interface DueRowsPolicy<R extends DueRow> {
  table: string;
  batch: number;
  /** A row claimed this long ago and not confirmed is taken again (its worker died). */
  leaseMs: number;
  /** The most one row's work may take; it must be shorter than the lease (checked). */
  workTimeoutMs: number;
  maxTries: number;
  /** The wait before try number `tries + 1`. */
  retryDelayMs(tries: number): number;
  /**
   * Does one row's work; a throw is a failed try. `signal` aborts when the work's time is up.
   * Answers 'finished' when the work itself wrote the row's end (with other changes that must
   * commit with it): the row is then done and not confirmed again.
   */
  handle(row: R, signal: AbortSignal): Promise<void | 'finished'>;
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

/** What a pass did: rows finished, failed tries, and rows whose outcome was not ours to write. */
export interface PassResult {
  done: number;
  failed: number;
  /** Rows a later claim took over (this worker's lease ran out): nothing of them was written. */
  lost: number;
}

/**
 * One pass over the due rows of a table: claim a batch, work its rows, record each failed try
 * with its back-off at once and confirm the finished ones, until a claim comes back short.
 *
 * Leases: every write of an outcome names the claim's lease_id, so a worker whose lease ran out
 * and was taken over writes nothing. That alone does not stop a second send, so no row is worked
 * beyond its lease: each row's work is cut off at workTimeoutMs (< leaseMs). Rows worked side by
 * side all start at the claim, inside the claim's lease. Rows worked alone wait for a lane, maybe
 * longer than the lease, so each takes a lease of its own as its work starts (one write, like its
 * confirmation) and is skipped when a later claim has it. A lease per row rather than a renewed
 * batch lease: a renewal timer can be late (a stalled event loop) while the work goes on; a lease
 * taken right before the work cannot.
 */
export function dueRowsPass<R extends DueRow>(db: Knex, clock: Clock, policy: DueRowsPolicy<R>) {
  if (policy.workTimeoutMs >= policy.leaseMs)
    throw new Error(`${policy.table}: the work timeout must be under the lease`);
  type Outcome = 'done' | 'failed' | 'lost' | 'finished';

  async function tryOne(row: R): Promise<Outcome> {
    const alone = policy.confirmAlone?.(row) ?? false;
    if (alone) {
      const until = new Date(clock.now().getTime() + policy.leaseMs);
      const mine = await renewLease(db, policy.table, [row.id], row.lease_id ?? '', until);
      if (mine.length === 0) return 'lost';
    }
    try {
      const work = (signal: AbortSignal) => policy.handle(row, signal);
      if ((await withDeadline(policy.workTimeoutMs, `${policy.table} row ${row.id}`, work)) === 'finished')
        return 'finished';
    } catch (err) {
      const tries = row.attempts + 1;
      const final = tries >= policy.maxTries || err instanceof FinalFailure;
      const retryAt = final ? null : new Date(clock.now().getTime() + policy.retryDelayMs(tries));
      const ours = await markFailedTry(
        db,
        policy.table,
        row,
        err instanceof Error ? err.message : String(err),
        retryAt,
      );
      if (!ours) return 'lost';
      policy.onFailedTry?.(row, tries, err);
      return 'failed';
    }
    // Done: a confirmation that fails leaves the row leased, to be confirmed or (after its lease)
    // worked again, as after a crash; never recorded as a failed try to be repeated at once.
    if (!alone) return 'done';
    const confirmed = await markDone(db, policy.table, [row.id], row.lease_id ?? '', policy.done(clock.now())).catch(
      () => 1,
    );
    return confirmed === 1 ? 'done' : 'lost';
  }

  return async function pass(): Promise<PassResult> {
    const total: PassResult = { done: 0, failed: 0, lost: 0 };
    for (;;) {
      const rows = await claimDue<R>(db, policy.table, clock.now(), policy.leaseMs, policy.batch);
      const isAlone = (row: R) => policy.confirmAlone?.(row) ?? false;
      const together = rows.filter((r) => !isAlone(r));
      // One claim, one lease_id: the rows worked together are confirmed in one statement, as soon
      // as their own work is over (inside the claim's lease), not after the rows worked alone,
      // which may outlast it and let another server claim and send them again.
      const confirmTogether = async () => {
        const outcomes = await Promise.all(together.map(tryOne));
        const ids = together.filter((_, i) => outcomes[i] === 'done').map((r) => r.id);
        const done = await markDone(db, policy.table, ids, rows[0]?.lease_id ?? '', policy.done(clock.now()));
        return { outcomes, finished: ids, confirmed: done };
      };
      const [{ outcomes: outTogether, finished, confirmed }, outAlone] = await Promise.all([
        confirmTogether(),
        inPool(rows.filter(isAlone), ALONE_AT_ONCE, tryOne),
      ]);
      for (const outcome of [...outTogether, ...outAlone]) total[outcome === 'finished' ? 'done' : outcome] += 1;
      total.done -= finished.length - confirmed;
      total.lost += finished.length - confirmed;
      if (rows.length < policy.batch) return total;
    }
  };
}
