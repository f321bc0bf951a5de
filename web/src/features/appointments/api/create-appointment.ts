import { appointmentMessages as m } from '@shop/shared/appointments/messages';
import type { AdminBooking } from '@shop/shared/bookings/booking.schema';
import type { Write } from '@/features/offline/api/run-write.ts';
import { adminKeys } from './appointment-queries.ts';

/**
 * POST /api/appointments with the admin calendar's body. With `request_id` the server also marks
 * that request scheduled, in the same transaction.
 */
export const createAppointment: Write<AdminBooking> = {
  kind: 'appointments',
  method: 'POST',
  path: () => '/api/admin/appointments',
  payload: (booking) => booking,
  label: (b) => `New appointment ${b.date} ${b.start_time} for ${b.first_name}`,
  touches: adminKeys.all,
  parse: async (body) => (await import('@shop/shared/bookings/booking.schema')).createBookingResponseSchema.parse(body),
  success: m.created,
  failure: m.failedCreate,
};
