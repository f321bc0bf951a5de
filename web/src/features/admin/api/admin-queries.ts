import { queryOptions } from '@tanstack/react-query';
import type { DashboardResponse } from '@shop/shared/admin/admin.schema';
import type { Appointment, AvailableSlotsResponse } from '@shop/shared/bookings/booking.schema';
import type { AppointmentRequestDto } from '@shop/shared/requests/request.schema';
import type { NotificationLog } from '@shop/shared/settings/notifications.schema';
import type { AdminSettings } from '@shop/shared/settings/settings.schema';
import { apiRequest } from '@/lib/api-client.ts';

/** Every admin query key starts from these, so a write can name what it touches. */
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

export const adminRequestsQuery = queryOptions({
  queryKey: [...adminKeys.requests, 'pending'],
  queryFn: async () =>
    (await apiRequest<{ requests: AppointmentRequestDto[] }>('/api/admin/appointment-requests?status=pending'))
      .requests,
  staleTime: ADMIN_CACHE_MS,
});

export const dashboardQuery = queryOptions({
  queryKey: [...adminKeys.all, 'dashboard'],
  queryFn: () => apiRequest<DashboardResponse>('/api/admin/dashboard'),
  staleTime: ADMIN_CACHE_MS,
});

export const settingsQuery = queryOptions({
  queryKey: [...adminKeys.all, 'settings'],
  queryFn: async () => (await apiRequest<{ settings: AdminSettings }>('/api/admin/settings')).settings,
});

/** The last 50 notifications, for Settings; refreshed while the page is open. */
export const notificationLogQuery = queryOptions({
  queryKey: adminKeys.notifications,
  queryFn: () => apiRequest<NotificationLog>('/api/admin/notifications'),
  refetchInterval: 30_000,
});

/** The free slots an appointment could move to on a date: its own services, and drop-off times for a drop-off. */
export const freeSlotsQuery = (appointment: Appointment, date: string) => {
  const type = appointment.is_ghost_slot ? '&type=dropoff' : '';
  const ids = appointment.services.map((s) => s.id).join(',') || String(appointment.service_id);
  return queryOptions({
    queryKey: [...adminKeys.all, 'slots', date, ids, type],
    queryFn: async () =>
      (
        await apiRequest<AvailableSlotsResponse>(
          `/api/appointments/available-slots?date=${date}&service_ids=${ids}${type}`,
        )
      ).available_slots,
  });
};
