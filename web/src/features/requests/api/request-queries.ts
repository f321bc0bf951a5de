import { queryOptions } from '@tanstack/react-query';
import type { AppointmentRequestDto } from '@shop/shared/requests/request.schema';
import { ADMIN_CACHE_MS, adminKeys } from '@/features/appointments/api/appointment-queries.ts';
import { apiRequest } from '@/lib/api-client.ts';

export const adminRequestsQuery = queryOptions({
  queryKey: [...adminKeys.requests, 'pending'],
  queryFn: async () =>
    (await apiRequest<{ requests: AppointmentRequestDto[] }>('/api/admin/appointment-requests?status=pending'))
      .requests,
  staleTime: ADMIN_CACHE_MS,
});
