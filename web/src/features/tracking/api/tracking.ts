import { queryOptions } from '@tanstack/react-query';
import type { TrackingResponse } from '@shop/shared/tracking/tracking.schema';
import { apiRequest } from '@/lib/api-client.ts';

export const trackingQuery = (id: number, token: string | undefined) =>
  queryOptions({
    queryKey: ['tracking', id, token ?? ''],
    queryFn: () =>
      apiRequest<TrackingResponse>(`/api/appointments/${id}/tracking${token ? `?t=${encodeURIComponent(token)}` : ''}`),
    refetchInterval: 60_000,
    retry: (count, err) => (err as { status?: number }).status !== 404 && count < 1,
  });
