import { QueryClient } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';

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

// Opened on first use: the build renders pages where there is no IndexedDB.
let opened: ReturnType<typeof createStore> | undefined;
const store = () => (opened ??= createStore('autoshop-query', 'cache'));
const KEY = 'react-query';

/** react-query's cache kept in IndexedDB, so the last data shows after an offline restart. */
export const queryPersister: Persister = {
  persistClient: (client: PersistedClient) => set(KEY, client, store()),
  restoreClient: () => get<PersistedClient>(KEY, store()),
  removeClient: () => del(KEY, store()),
};

/** Forgets every cached answer (on logout: the cache can hold personal data). */
export async function clearQueryCache(): Promise<void> {
  queryClient.clear();
  await del(KEY, store());
}

export const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev';
