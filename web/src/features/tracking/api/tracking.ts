import { queryOptions } from '@tanstack/react-query';
import type { TrackingResponse } from '@shop/shared/tracking/tracking.schema';
import { shellApiPath } from '@shop/shared/app/prerendered-pages';
import { withToken } from '@shop/shared/tracking/tracking-links';
import { apiRequest } from '@/lib/api-client.ts';

/** Every tracking query's key starts with this: a change to an appointment refreshes them all. */
export const trackingKeys = { all: ['tracking'] as const };

export const trackingQuery = (id: number, token: string | undefined) =>
  queryOptions({
    queryKey: [...trackingKeys.all, id, token ?? ''],
    // Read as typed, like every other read: the page only shows it, and zod loads with a form.
    queryFn: () => apiRequest<TrackingResponse>(withToken(shellApiPath('track-appointment', id), token)),
    refetchInterval: 60_000,
    retry: (count, err) => (err as { status?: number }).status !== 404 && count < 1,
  });
