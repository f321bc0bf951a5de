import { queryOptions } from '@tanstack/react-query';
import type { ThreadDetail, ThreadList } from '@shop/shared/texts/texts.schema';
import { adminKeys } from '@/features/appointments/api/appointment-queries.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** An opened conversation stays readable offline for a week after it was last fetched. */
export const THREAD_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
/** Customers text at any time: the list asks again this often while a staff page is open. */
const LIST_POLL_MS = 30_000;

/** Under the staff root: a staff write elsewhere (a visit finished) may change a thread's links. */
export const textKeys = {
  all: [...adminKeys.all, 'texts'] as const,
  list: [...adminKeys.all, 'texts', 'list'] as const,
  one: (id: number) => [...adminKeys.all, 'texts', id] as const,
};

/** GET /api/admin/messages: every conversation, the latest first. */
export const threadsQuery = queryOptions({
  queryKey: textKeys.list,
  queryFn: () => apiRequest<ThreadList>('/api/admin/messages').then((a) => a.threads),
  refetchInterval: LIST_POLL_MS,
});

/** GET /api/admin/messages/{thread}: its texts, notes, consent and links; kept for offline reading. */
export const threadQuery = (id: number) =>
  queryOptions({
    queryKey: textKeys.one(id),
    queryFn: () => apiRequest<ThreadDetail>(`/api/admin/messages/${id}`),
    gcTime: Infinity,
    meta: { keptMs: THREAD_KEPT_MS },
    // A 404 is an answer, not a flaky network.
    retry: (count, error) => count < 1 && !(error as { status?: number }).status,
    refetchInterval: LIST_POLL_MS,
  });
