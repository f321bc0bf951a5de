import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { adminKeys } from './appointment-queries.ts';

/** How many appointments the customer of appointment `id` missed in the last 12 months, and the limit. */
export const noShowCountQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'no-shows', id],
    queryFn: async () => apiRequest<{ count: number; limit: number }>(`/api/admin/appointments/${id}/no-shows`),
  });
