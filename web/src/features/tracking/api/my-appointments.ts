import { queryOptions } from '@tanstack/react-query';
import type { MyAppointmentsResponse } from '@shop/shared/tracking/tracking.schema';
import { apiRequest } from '@/lib/api-client.ts';

/** GET /api/users/me/appointments: the signed-in customer's own appointments. */
export const myAppointmentsQuery = queryOptions({
  queryKey: ['my-appointments'],
  queryFn: async () => (await apiRequest<MyAppointmentsResponse>('/api/users/me/appointments')).appointments,
});
