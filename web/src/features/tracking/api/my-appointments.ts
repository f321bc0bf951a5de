import { queryOptions } from '@tanstack/react-query';
import { myAppointmentsResponseSchema } from '@shop/shared/tracking/tracking.schema';
import { apiRequest } from '@/lib/api-client.ts';

/** GET /api/users/me/appointments: the signed-in customer's own appointments. */
export const myAppointmentsQuery = queryOptions({
  queryKey: ['my-appointments'],
  queryFn: async () =>
    myAppointmentsResponseSchema.parse(await apiRequest<unknown>('/api/users/me/appointments')).appointments,
});
