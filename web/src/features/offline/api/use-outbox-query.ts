import { useEffect, useReducer, useRef } from 'react';
import type { OutboxDb } from './outbox-db.ts';

type Answer<V> = { value: V; error: { thrown: unknown } | null };

/**
 * A live query over the outbox (as Dexie's useLiveQuery), whose code (Dexie, IndexedDB) loads
 * when a component first asks, not with the page: a page that shows a row or a count does not
 * download it up front, and its chunk is precached for offline use. It answers `fallback` until
 * the first result, and while the page stays in the back/forward cache (see watchOutbox). A
 * failing query throws into React, as useLiveQuery's did; should the chunk itself not load
 * (offline before the service worker cached it), the fallback stays.
 */
export function useOutboxQuery<T, F = undefined>(
  querier: (db: OutboxDb) => Promise<T> | T,
  deps: unknown[],
  fallback?: F,
): T | F {
  const answer = useRef<Answer<T | F>>({ value: fallback as F, error: null });
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    const show = (next: Answer<T | F>) => {
      answer.current = next;
      rerender();
    };
    void import('./outbox-live.ts').then(
      ({ watchOutbox }) => {
        if (!live) return;
        stop = watchOutbox(querier, fallback as F, {
          next: (value) => {
            if (answer.current.error === null && Object.is(answer.current.value, value)) return;
            show({ value, error: null });
          },
          error: (thrown) => show({ ...answer.current, error: { thrown } }),
        });
      },
      () => undefined,
    );
    return () => {
      live = false;
      stop?.();
    };
    // The caller's deps say when the query changes, as with useLiveQuery.
  }, deps);
  if (answer.current.error) throw answer.current.error.thrown;
  return answer.current.value;
}
