import type { OutboxDb, OutboxRow } from './outbox-db.ts';
import { UNSENT_STATUSES as OPEN } from './outbox-status.ts';
import { useOutboxQuery } from './use-outbox-query.ts';

/** Every row not yet sent, oldest first, live across tabs and the service worker. */
export function useOpenOutboxRows(): OutboxRow[] | undefined {
  return useOutboxQuery((db) => db.rows.where('status').anyOf(OPEN).sortBy('createdAt'), []);
}

/**
 * How many submissions still need the network or the user. Counted status by status: an exact
 * index range is counted by IndexedDB itself, where `anyOf(...).count()` walks every row's key in
 * script, and this count runs again after each change, 400 times while 200 queued rows go out.
 * A queued sign-out is no submission (the outbox page does not list it), so it is not counted.
 */
export function pendingCount(db: OutboxDb): Promise<number> {
  // One read-only transaction: a sign-out changing status between the two counts cannot skew them.
  return db.transaction('r', db.rows, async () => {
    const counts = await Promise.all(OPEN.map((status) => db.rows.where('status').equals(status).count()));
    const signOuts = await db.rows
      .where('kind')
      .equals('sign-out')
      .filter((r) => OPEN.includes(r.status))
      .count();
    return counts.reduce((a, b) => a + b, 0) - signOuts;
  });
}

export function usePendingCount(): number {
  return useOutboxQuery(pendingCount, [], 0) ?? 0;
}

export function useOutboxRow(id: string | undefined): OutboxRow | undefined {
  return useOutboxQuery((db) => (id ? db.rows.get(id) : undefined), [id]);
}
