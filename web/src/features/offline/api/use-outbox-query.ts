import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { outboxDb } from './outbox-db.ts';
import { outboxReopened } from './outbox-lifecycle.ts';

let generation = 0;
outboxReopened.addEventListener('reopened', () => (generation += 1));
const subscribe = (onChange: () => void) => {
  outboxReopened.addEventListener('reopened', onChange);
  return () => outboxReopened.removeEventListener('reopened', onChange);
};

/**
 * useLiveQuery over the outbox that survives the page's stay in the back/forward cache: while the
 * database is closed (the page is leaving) it answers `fallback` instead of throwing into React,
 * and it queries afresh once the page is back and the database open again.
 */
export function useOutboxQuery<T, F = undefined>(querier: () => Promise<T> | T, deps: unknown[], fallback?: F) {
  const gen = useSyncExternalStore(subscribe, () => generation);
  return useLiveQuery(
    async () => {
      if (!outboxDb.isOpen() && outboxDb.hasBeenClosed()) return fallback as F;
      try {
        return await querier();
      } catch (err) {
        if ((err as Error).name === 'DatabaseClosedError') return fallback as F;
        throw err;
      }
    },
    [...deps, gen],
    fallback,
  );
}
