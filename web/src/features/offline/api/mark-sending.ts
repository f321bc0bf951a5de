import type { OutboxDb, OutboxRow } from './outbox-db.ts';

/** How long a change under the drain's lock goes out before the outbox shows it as sending. */
export const MARK_SENDING_AFTER_MS = 250;

/**
 * Marks a row 'sending' for the outbox page (which then hides Retry): bytes and any row
 * sent without the lock at once, and a change under the lock only once it has been out for
 * MARK_SENDING_AFTER_MS. Most answer sooner, which saves an IndexedDB commit a row; one that hangs
 * still shows as sending. `settled` is awaited before the answer is written, so the answer wins.
 */
export async function markSending(
  db: OutboxDb,
  row: OutboxRow,
  o: { locked?: boolean; now: () => number; afterMs?: number },
): Promise<{ settled: () => Promise<void> }> {
  const mark = async () => {
    await db.rows.update(row.id, { status: 'sending', sendingSince: o.now() });
  };
  if (!o.locked || row.binary) {
    await mark();
    return { settled: async () => undefined };
  }
  let marking: Promise<void> | undefined;
  // Only what the outbox page shows: a mark that fails (the page left) changes nothing that is sent.
  const timer = setTimeout(() => (marking = mark().catch(() => undefined)), o.afterMs ?? MARK_SENDING_AFTER_MS);
  return {
    settled: async () => {
      clearTimeout(timer);
      await marking;
    },
  };
}
