import { hashKey, QueryClient, type QueryKey } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import type * as Idb from 'idb-keyval';
import { isNetworkError } from './api-client.ts';

/** Persisted answers older than this are dropped on restore... */
export const CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** ...unless a query asks to be kept longer (`meta.keptMs`, at most this: a car's page, 30 days). */
export const KEPT_AT_MOST_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The roots of the query keys whose answers are the same for everyone (the prerendered pages seed
 * some of them). Every other query is personal: a new one is keyed by user without a second thought.
 */
const PUBLIC_ROOTS = new Set<unknown>(['shop', 'services', 'feature-flags', 'available-dates', 'available-slots']);
let queryUser: number | null = null;

/**
 * Whose personal queries run now. Their cache entries are keyed by that person as well, so one
 * person's cached answer can never render for another, whatever the cache still holds.
 */
export function setQueryUser(id: number | null): void {
  queryUser = id;
}

const hashByUser = (key: QueryKey): string =>
  PUBLIC_ROOTS.has(key[0]) ? hashKey(key) : hashKey([{ user: queryUser }, ...key]);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryKeyHashFn: hashByUser,
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

/**
 * Which answers are kept across a reload: every query in success, also one whose last refetch
 * failed offline. react-query's default keeps only queries in success state, so one failed
 * refetch offline dropped the last good answer, and with it the offline changes shown over it.
 * A refetch the server refused (401, 403, 404: an estimate withdrawn, say) drops the old answer:
 * restored as a success, it would show what the server no longer gives her.
 */
export const persistedQueries = {
  // Typed by shape: the persister's package brings its own copy of react-query's Query class.
  shouldDehydrateQuery: (query: { state: { data: unknown; status: string; error: unknown } }) =>
    query.state.data !== undefined &&
    (query.state.status === 'success' || (query.state.status === 'error' && isNetworkError(query.state.error))),
};

/**
 * The kept state of a query whose refetch failed: its last good answer, as a success. The error
 * is not kept (an error object does not survive storage in every engine), and the answer stays
 * stale, so it is fetched again once the page shows it.
 */
export function asLastGoodAnswer(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((q) =>
    q.state.status === 'error'
      ? { ...q, state: { ...q.state, status: 'success' as const, error: null, fetchFailureReason: null } }
      : q,
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}

/**
 * The kept answers still young enough to show: each query's own `meta.keptMs`, else a day. The
 * store as a whole lives as long as the longest-kept query may, so one car's page opened three
 * weeks ago still opens offline while yesterday's lists are gone.
 */
export function youngEnough(client: PersistedClient, now: number): PersistedClient {
  const queries = client.clientState.queries.filter((q) => {
    const kept = (q.meta as { keptMs?: unknown } | undefined)?.keptMs;
    const age = typeof kept === 'number' ? Math.min(kept, KEPT_AT_MOST_MS) : CACHE_MAX_AGE_MS;
    return now - q.state.dataUpdatedAt <= age;
  });
  return { ...client, clientState: { ...client.clientState, queries } };
}

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
    await idb.set(KEY, asLastGoodAnswer(client), store);
  },
  restoreClient: async () => {
    const { idb, store } = await cache();
    const client = await idb.get<PersistedClient>(KEY, store);
    // A session ended while this restore ran: what it read is that person's and stays unread.
    return forgotten || !client ? undefined : youngEnough(client, Date.now());
  },
  removeClient: async () => {
    const { idb, store } = await cache();
    await idb.del(KEY, store);
  },
};

let forgotten = false;

/** Forgets every cached answer (at every end of a session: the cache can hold personal data). */
export async function clearQueryCache(): Promise<void> {
  forgotten = true;
  queryClient.clear();
  await queryPersister.removeClient();
}

export const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev';
