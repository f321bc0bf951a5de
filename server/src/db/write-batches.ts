import type { Knex } from 'knex';
import type { ChangeFeed } from './change-feed.ts';
import { WRITE_LOCK_FIRST } from './dialect.ts';

/** The most writes one shared transaction carries. */
export const MAX_BATCH = 32;

export type BatchedWrite<T> = (trx: Knex.Transaction) => Promise<T>;

/**
 * Writes that run side by side in one SQLite transaction. On SQLite's one connection every
 * statement waits for a turn of the event loop, and a transaction holds the connection through
 * each of those waits: with writes one at a time, the connection idles most of a booking. Writes
 * queued together send their statements while the others' answers are on their way, and commit
 * once.
 */
export interface WriteBatches {
  /**
   * Runs `write` in a transaction shared with the writes queued beside it, and settles once that
   * transaction has committed (or with the write's own error). Writes that have a key in common
   * (one customer's account, her emails) never share one. A batch takes the write lock at its
   * BEGIN, so another connection's write can only make it wait there, before it has written. When
   * a write of a batch fails, the batch rolls back and each write runs again alone, in its own
   * transaction, in the order they came: every caller gets the answer it would get alone. A
   * write alone begins as writeRoute's first run does, and is retried by its caller when
   * another connection overtook it.
   */
  run<T>(keys: readonly string[], write: BatchedWrite<T>): Promise<T>;
}

interface Job {
  keys: readonly string[];
  write: BatchedWrite<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

class BatchFailed extends Error {}

/**
 * Batches for `db` (SQLite only: on PostgreSQL each transaction has a connection of its own).
 * `feed` hears of every table when a batch rolls back: a cache may have kept a value read inside
 * it, from a write that is no longer there.
 */
export function createWriteBatches(
  db: Knex,
  feed: Pick<ChangeFeed, 'noteWrites'>,
  maxJobs: number = MAX_BATCH,
): WriteBatches {
  const queue: Job[] = [];
  let draining = false;

  /** Runs one write in a transaction of its own and tells its caller the outcome. */
  const alone = (job: Job): Promise<void> => db.transaction((trx) => job.write(trx)).then(job.resolve, job.reject);

  /** The writes queued first, none sharing a key with another and at most maxJobs; the rest keep their places. */
  const nextBatch = (): Job[] => {
    const taken = new Set<string>();
    const batch: Job[] = [];
    for (let i = 0; i < queue.length && batch.length < maxJobs;) {
      const job = queue[i]!;
      if (job.keys.some((k) => taken.has(k))) {
        i += 1;
        continue;
      }
      for (const k of job.keys) taken.add(k);
      batch.push(job);
      queue.splice(i, 1);
    }
    return batch;
  };

  /**
   * Runs the batch's writes side by side in one transaction. When one fails and the rollback
   * went through, each runs again alone. Any other failure (BEGIN, COMMIT, the rollback itself)
   * leaves nothing known to run again on: every caller gets that error, and retries as it would
   * after any failed write.
   */
  const together = async (batch: Job[]): Promise<void> => {
    let outcomes: PromiseSettledResult<unknown>[] = [];
    try {
      await db.transaction(async (trx) => {
        outcomes = await Promise.allSettled(batch.map((job) => job.write(trx)));
        if (outcomes.some((o) => o.status === 'rejected')) throw new BatchFailed();
      }, WRITE_LOCK_FIRST);
    } catch (error) {
      feed.noteWrites('every table');
      if (!(error instanceof BatchFailed)) return batch.forEach((job) => job.reject(error));
      for (const job of batch) await alone(job);
      return;
    }
    batch.forEach((job, i) => job.resolve((outcomes[i] as PromiseFulfilledResult<unknown>).value));
  };

  /** Batch after batch while writes wait. */
  const drain = async (): Promise<void> => {
    draining = true;
    try {
      while (queue.length > 0) {
        const batch = nextBatch();
        await (batch.length === 1 ? alone(batch[0]!) : together(batch));
      }
    } finally {
      draining = false;
    }
  };

  return {
    run: <T>(keys: readonly string[], write: BatchedWrite<T>) =>
      new Promise<T>((resolve, reject) => {
        queue.push({ keys, write, resolve: resolve as (value: unknown) => void, reject });
        if (!draining) void drain();
      }),
  };
}
