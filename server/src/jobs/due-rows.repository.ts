import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { skipLocked } from '../db/dialect.ts';

/**
 * The columns a table of due work carries (notifications and waitlist holds): a status, when the
 * row is next due, a lease while one server works on it (until when, and whose), and its tries.
 */
export interface DueRow {
  id: number;
  status: string;
  attempts: number;
  next_attempt_at: string;
  lease_until: string | null;
  /** The claim's fencing token: only the worker holding it may write the row's outcome. */
  lease_id: string | null;
}

/**
 * Claims due rows of `table` for one worker: queued ones whose time has come, and 'sending' ones
 * whose lease ran out (their worker died or stalled). The outer UPDATE repeats the status test and
 * the inner select skips rows another server has locked, so of two workers racing over a row
 * exactly one gets it, on SQLite (one writer) and on PostgreSQL under READ COMMITTED alike. Every
 * claim writes a fresh, unguessable lease_id, so a worker that lost its rows to a later claim can
 * no longer confirm them.
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
    .update({ status: 'sending', lease_until: lease, lease_id: randomUUID() })
    .returning('*')) as R[];
  return claimed.sort((a, b) => a.next_attempt_at.localeCompare(b.next_attempt_at) || a.id - b.id);
}

/** The rows of `ids` this claim still holds: 'sending' under its lease_id. */
const held = (db: Knex, table: string, ids: readonly number[], leaseId: string) =>
  db(table).whereIn('id', ids).where({ status: 'sending', lease_id: leaseId });

/**
 * Extends the lease of the rows a claim still holds, in one statement; answers their ids (a row
 * missing from the answer was taken over, or finished).
 */
export async function renewLease(
  db: Knex,
  table: string,
  ids: readonly number[],
  leaseId: string,
  until: Date,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = (await held(db, table, ids, leaseId).update({ lease_until: until.toISOString() }).returning('id')) as {
    id: number;
  }[];
  return rows.map((r) => r.id);
}

/**
 * Confirms rows this worker finished, in one statement; only those it still holds under its
 * claim change. Answers how many did: fewer than asked means a later claim took some over.
 */
export async function markDone(
  db: Knex,
  table: string,
  ids: readonly number[],
  leaseId: string,
  done: { status: string } & Record<string, unknown>,
): Promise<number> {
  if (ids.length === 0) return 0;
  return held(db, table, ids, leaseId).update({ ...done, lease_until: null, lease_id: null, last_error: null });
}

/**
 * A failed try: queued again at `retryAt`, or failed for good when there is none. Only while the
 * worker still holds the row; answers whether it did.
 */
export async function markFailedTry(
  db: Knex,
  table: string,
  row: DueRow,
  error: string,
  retryAt: Date | null,
): Promise<boolean> {
  const changed = await held(db, table, [row.id], row.lease_id ?? '').update({
    status: retryAt ? 'queued' : 'failed',
    attempts: row.attempts + 1,
    last_error: error.slice(0, 1000),
    next_attempt_at: (retryAt ?? new Date(row.next_attempt_at)).toISOString(),
    lease_until: null,
    lease_id: null,
  });
  return changed === 1;
}
