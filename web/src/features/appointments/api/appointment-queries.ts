import { queryOptions } from '@tanstack/react-query';
import type { DashboardResponse } from '@shop/shared/appointments/appointments.schema';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import { availableSlotsQuery } from '@/features/bookings/api/availability.ts';
import { apiRequest } from '@/lib/api-client.ts';

/**
 * Every staff query key starts from these, so a write can name what it touches: a change to an
 * appointment refreshes every staff view (dashboard, requests, log) under the common root.
 */
export const adminKeys = {
  all: ['admin'] as const,
  appointments: ['admin', 'appointments'] as const,
  requests: ['admin', 'requests'] as const,
  notifications: ['admin', 'notifications'] as const,
};

/** Admin lists are cached 30 s (admin spec 7). */
export const ADMIN_CACHE_MS = 30_000;

export const adminAppointmentsQuery = (params: Record<string, string>) => {
  const qs = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== '' && v !== undefined)).toString();
  return queryOptions({
    queryKey: [...adminKeys.appointments, qs],
    queryFn: () =>
      apiRequest<{ appointments: Appointment[]; total: number }>(`/api/admin/appointments${qs ? `?${qs}` : ''}`),
    staleTime: ADMIN_CACHE_MS,
  });
};

export const dashboardQuery = queryOptions({
  queryKey: [...adminKeys.all, 'dashboard'],
  queryFn: () => apiRequest<DashboardResponse>('/api/admin/dashboard'),
  staleTime: ADMIN_CACHE_MS,
});

/**
 * The free slots an appointment could move to on a date: its own services, and drop-off times for a
 * drop-off. The wizard's query and key, so a change that refreshes one refreshes the other; staff
 * always ask afresh.
 */
export const freeSlotsQuery = (appointment: Appointment, date: string) => {
  const ids = appointment.services.length ? appointment.services.map((s) => s.id) : [appointment.service_id];
  return queryOptions({
    ...availableSlotsQuery(date, appointment.is_ghost_slot ? 'dropoff' : 'hourly', ids),
    staleTime: 0,
  });
};
