import type { Knex } from 'knex';
import { skipLocked } from '../db/dialect.ts';

/**
 * The columns a table of due work carries (notifications today; waitlist offers and pushes next):
 * a status, when the row is next due, a lease while one server works on it, and its tries.
 */
export interface DueRow {
  id: number;
  status: string;
  attempts: number;
  next_attempt_at: string;
  lease_until: string | null;
}

/**
 * Claims due rows of `table` for one worker: queued ones whose time has come, and 'sending' ones
 * whose lease ran out (their worker died). The outer UPDATE repeats the status test and the inner
 * select skips rows another server has locked, so of two workers racing over a row exactly one
 * gets it, on SQLite (one writer) and on PostgreSQL under READ COMMITTED alike.
 */
export async function claimDue<R extends DueRow>(
  db: Knex,
  table: string,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<R[]> {
  const at = now.toISOString();
  const isDue = (q: Knex.QueryBuilder) =>
    q
      .where((w) => w.where('status', 'queued').where('next_attempt_at', '<=', at))
      .orWhere((w) => w.where('status', 'sending').where('lease_until', '<', at));
  const due = skipLocked(db, db(table).where(isDue).orderBy('next_attempt_at').limit(limit).select('id'));
  const lease = new Date(now.getTime() + leaseMs).toISOString();
  const claimed = (await db(table)
    .whereIn('id', due)
    .where(isDue)
    .update({ status: 'sending', lease_until: lease })
    .returning('*')) as R[];
  return claimed.sort((a, b) => a.next_attempt_at.localeCompare(b.next_attempt_at) || a.id - b.id);
}

/** Confirms rows this worker finished (still 'sending' under its claim), in one statement. */
export async function markDone(
  db: Knex,
  table: string,
  ids: readonly number[],
  done: { status: string } & Record<string, unknown>,
): Promise<void> {
  if (ids.length === 0) return;
  await db(table)
    .whereIn('id', ids)
    .where({ status: 'sending' })
    .update({ ...done, lease_until: null, last_error: null });
}

/** A failed try: queued again at `retryAt`, or failed for good when there is none. */
export async function markFailedTry(
  db: Knex,
  table: string,
  row: DueRow,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db(table)
    .where({ id: row.id, status: 'sending' })
    .update({
      status: retryAt ? 'queued' : 'failed',
      attempts: row.attempts + 1,
      last_error: error.slice(0, 1000),
      next_attempt_at: (retryAt ?? new Date(row.next_attempt_at)).toISOString(),
      lease_until: null,
    });
}
