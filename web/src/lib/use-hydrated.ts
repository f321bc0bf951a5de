import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates a prerendered page (and while the build renders it), true ever
 * after. What only this browser knows (storage, the signed-in user, the map) waits for it, so the
 * first render matches the HTML; pages started without HTML see true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
