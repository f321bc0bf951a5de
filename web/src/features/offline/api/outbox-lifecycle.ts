import { outboxDb, type OutboxDb } from './outbox-db.ts';

/**
 * WebKit (Safari, every iPhone browser) keeps a page the user leaves in its back/forward cache,
 * frozen where it stood. Frozen inside an IndexedDB transaction or holding the drain's Web Lock,
 * it wedged the outbox for every other page until the user went back to it. So a leaving page
 * lets go of both: its running transactions are aborted (a row half-updated is simply sent again
 * under the same Idempotency-Key), the database is closed, and the signal below ends the drain's
 * hold on the lock. A page that comes back reopens the database.
 */
let leaving = new AbortController();

/** Aborted when the page is hidden for navigation (pagehide); renewed when it is shown again. */
export const pageLeavingSignal = (): AbortSignal => leaving.signal;

/** Lets go of the outbox now: aborts running transactions and closes the database. */
export function releaseOutbox(db: OutboxDb = outboxDb): void {
  leaving.abort();
  for (const tx of db.running) {
    try {
      tx.abort();
    } catch {
      // Finished in the meantime.
    }
  }
  db.running.clear();
  db.close();
}

/** 'reopened': the page is back and the outbox open again (live views query afresh). */
export const outboxReopened = new EventTarget();

/** Reopens the outbox after the page came back from the back/forward cache. */
export async function reopenOutbox(db: OutboxDb = outboxDb): Promise<void> {
  if (leaving.signal.aborted) leaving = new AbortController();
  if (!db.isOpen()) await db.open();
  outboxReopened.dispatchEvent(new Event('reopened'));
}

/** Installs the page's side: pagehide releases, pageshow reopens and then calls `onBack`. */
export function guardOutboxAcrossPageCache(onBack: () => void, db: OutboxDb = outboxDb): () => void {
  const onHide = () => releaseOutbox(db);
  const onShow = (e: PageTransitionEvent) => {
    if (!e.persisted && !leaving.signal.aborted) return;
    void reopenOutbox(db).then(onBack, () => undefined);
  };
  window.addEventListener('pagehide', onHide);
  window.addEventListener('pageshow', onShow);
  return () => {
    window.removeEventListener('pagehide', onHide);
    window.removeEventListener('pageshow', onShow);
  };
}
