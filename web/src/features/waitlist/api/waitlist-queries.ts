import { queryOptions } from '@tanstack/react-query';
import type { HeldTime, WaitlistEntry } from '@shop/shared/waitlist/waitlist.schema';
import { shellApiPath } from '@shop/shared/app/prerendered-pages';
import { withToken } from '@shop/shared/tracking/tracking-links';
import { apiRequest, ApiError } from '@/lib/api-client.ts';

/** The customer's entry apart; staff's lists under the admin root, so any staff write refreshes them. */
export const waitlistKeys = {
  entries: ['waitlist'] as const,
  staff: ['admin', 'waitlist'] as const,
};

/** The entry in GET /api/waitlist/{id}'s answer. */
export const waitlistEntryOf = (answer: unknown): WaitlistEntry => (answer as { entry: WaitlistEntry }).entry;

/** The entry behind a waitlist link, or null for a wrong link. Read afresh: offers come and go. */
export const waitlistEntryQuery = (id: number, token: string | undefined) =>
  queryOptions({
    queryKey: [...waitlistKeys.entries, id, token ?? ''],
    queryFn: async () => {
      try {
        return waitlistEntryOf(await apiRequest<unknown>(withToken(shellApiPath('waitlist', id), token)));
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
    staleTime: 0,
  });

/** Staff: everyone on a day's list, in order of joining. */
export const waitlistDayQuery = (date: string) =>
  queryOptions({
    queryKey: [...waitlistKeys.staff, 'day', date],
    queryFn: async () => (await apiRequest<{ entries: WaitlistEntry[] }>(`/api/admin/waitlist?date=${date}`)).entries,
  });

/** Staff: how many wait on each day from `from` to `to` (the calendar's badges). */
export const waitlistCountsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: [...waitlistKeys.staff, 'counts', from, to],
    queryFn: async () =>
      (await apiRequest<{ counts: Record<string, number> }>(`/api/admin/waitlist/counts?from=${from}&to=${to}`)).counts,
  });

/** Staff: the times live offers hold from `from` to `to` (the calendar's muted blocks). */
export const heldTimesQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: [...waitlistKeys.staff, 'holds', from, to],
    queryFn: async () =>
      (await apiRequest<{ holds: HeldTime[] }>(`/api/admin/waitlist/holds?from=${from}&to=${to}`)).holds,
  });

export { withToken as waitlistPath };
