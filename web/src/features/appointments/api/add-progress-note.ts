import { appointmentMessages as m } from '@shop/shared/appointments/messages';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import type { Write } from '@/features/offline/api/run-write.ts';
import { adminKeys } from './appointment-queries.ts';

type Args = { appointment: Appointment; message: string; estimatedCompletion: string | null };

/** POST /api/admin/appointments/{id}/events: a note on the customer's tracking timeline. */
export const addProgressNote: Write<Args> = {
  kind: 'appointments',
  method: 'POST',
  path: ({ appointment }) => `/api/admin/appointments/${appointment.id}/events`,
  payload: ({ message, estimatedCompletion }) => ({ message, ...(estimatedCompletion ? { estimatedCompletion } : {}) }),
  label: ({ appointment }) => `Note on #${appointment.id}`,
  touches: adminKeys.all,
  parse: async (body) =>
    (await import('@shop/shared/appointments/appointments.schema')).appointmentResponseSchema.parse(body),
  success: m.eventAdded,
  failure: m.failedUpdate,
};
