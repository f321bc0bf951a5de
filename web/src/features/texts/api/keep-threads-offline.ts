import { useEffect } from 'react';
import type { TextThread, ThreadDetail } from '@shop/shared/texts/texts.schema';
import { queryClient } from '@/lib/query-client.ts';
import { textKeys, threadQuery } from './text-queries.ts';

/** The conversations a tablet keeps ready to read offline: the most recent ones. */
const KEPT_THREADS = 20;

/** The recent threads whose cached copy misses their latest text (or that are not cached at all). */
export function threadsToFetch(threads: TextThread[], cachedAt: (id: number) => number): number[] {
  return [...threads]
    .sort((a, b) => b.last_at.localeCompare(a.last_at))
    .slice(0, KEPT_THREADS)
    .filter((t) => cachedAt(t.id) < Date.parse(t.last_at))
    .map((t) => t.id);
}

/**
 * Fetches the recent conversations into the persisted cache, one after another, whenever the list
 * comes fresh from the server: a tablet that loses the Wi-Fi can still read them.
 */
export function useKeepThreadsOffline(threads: TextThread[] | undefined, fresh: number): void {
  useEffect(() => {
    if (!fresh || !threads) return;
    const cachedAt = (id: number) =>
      queryClient.getQueryData<ThreadDetail>(textKeys.one(id)) === undefined
        ? 0
        : queryClient.getQueryState(textKeys.one(id))!.dataUpdatedAt;
    void (async () => {
      for (const id of threadsToFetch(threads, cachedAt)) await queryClient.prefetchQuery(threadQuery(id));
    })();
    // Once per fresh answer of the list.
  }, [fresh]);
}
