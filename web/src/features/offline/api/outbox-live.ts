import { liveQuery, type Subscription } from 'dexie';
import { outboxDb, type OutboxDb } from './outbox-db.ts';
import { outboxReopened } from './outbox-lifecycle.ts';

export interface OutboxWatcher<T> {
  next: (value: T) => void;
  error: (err: unknown) => void;
}

/**
 * Runs `querier` on the outbox now and again whenever what it read changes (in this tab, another
 * one or the service worker). While the database is closed (the page is leaving for the
 * back/forward cache) it answers `fallback` instead of an error, and it queries afresh once the
 * page is back and the database open again. Answers a function that stops watching.
 */
export function watchOutbox<T, F>(
  querier: (db: OutboxDb) => Promise<T> | T,
  fallback: F,
  watcher: OutboxWatcher<T | F>,
): () => void {
  let subscription: Subscription | undefined;
  const query = async (): Promise<T | F> => {
    if (!outboxDb.isOpen() && outboxDb.hasBeenClosed()) return fallback;
    try {
      return await querier(outboxDb);
    } catch (err) {
      if ((err as Error).name === 'DatabaseClosedError') return fallback;
      throw err;
    }
  };
  const start = () => {
    subscription?.unsubscribe();
    subscription = liveQuery(query).subscribe(watcher);
  };
  start();
  outboxReopened.addEventListener('reopened', start);
  return () => {
    outboxReopened.removeEventListener('reopened', start);
    subscription?.unsubscribe();
  };
}
