import { queryOptions } from '@tanstack/react-query';
import { adminAppointmentsResponseSchema, dashboardResponseSchema } from '@shop/shared/admin/admin.schema';
import { appointmentRequestDtoSchema } from '@shop/shared/requests/request.schema';
import { settingsResponseSchema } from '@shop/shared/settings/settings.schema';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';

/** Admin lists are cached 30 s (admin spec 7). */
export const ADMIN_CACHE_MS = 30_000;

export const adminAppointmentsQuery = (params: Record<string, string>) => {
  const qs = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== '' && v !== undefined)).toString();
  return queryOptions({
    queryKey: ['admin', 'appointments', qs],
    queryFn: async () => adminAppointmentsResponseSchema.parse(await apiRequest(`/api/admin/appointments${qs ? `?${qs}` : ''}`)),
    staleTime: ADMIN_CACHE_MS,
  });
};

export const adminRequestsQuery = queryOptions({
  queryKey: ['admin', 'requests', 'pending'],
  queryFn: async () => z.object({ requests: z.array(appointmentRequestDtoSchema) }).parse(await apiRequest('/api/admin/appointment-requests?status=pending')).requests,
  staleTime: ADMIN_CACHE_MS,
});

export const dashboardQuery = queryOptions({
  queryKey: ['admin', 'dashboard'],
  queryFn: async () => dashboardResponseSchema.parse(await apiRequest('/api/admin/dashboard')),
  staleTime: ADMIN_CACHE_MS,
});

export const settingsQuery = queryOptions({
  queryKey: ['admin', 'settings'],
  queryFn: async () => settingsResponseSchema.parse(await apiRequest('/api/admin/settings')).settings,
});
