import { QueryClient } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import type * as Idb from 'idb-keyval';

/** Persisted answers older than this are dropped on restore. */
export const CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Run the query once even offline, so the service worker or the cache can answer.
      networkMode: 'offlineFirst',
      staleTime: 30_000,
      gcTime: CACHE_MAX_AGE_MS,
      retry: 1,
      refetchOnWindowFocus: true,
    },
    mutations: { networkMode: 'always' },
  },
});

// idb-keyval loads with the first read or write (not in the first page's code) and opens its store
// then: the build renders pages where there is no IndexedDB.
let opened: Promise<{ idb: typeof Idb; store: Idb.UseStore }> | undefined;
const cache = () =>
  (opened ??= import('idb-keyval').then((idb) => ({ idb, store: idb.createStore('autoshop-query', 'cache') })));
const KEY = 'react-query';

/** react-query's cache kept in IndexedDB, so the last data shows after an offline restart. */
export const queryPersister: Persister = {
  persistClient: async (client: PersistedClient) => {
    const { idb, store } = await cache();
    await idb.set(KEY, client, store);
  },
  restoreClient: async () => {
    const { idb, store } = await cache();
    return idb.get<PersistedClient>(KEY, store);
  },
  removeClient: async () => {
    const { idb, store } = await cache();
    await idb.del(KEY, store);
  },
};

/** Forgets every cached answer (on logout: the cache can hold personal data). */
export async function clearQueryCache(): Promise<void> {
  queryClient.clear();
  await queryPersister.removeClient();
}

export const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev';
