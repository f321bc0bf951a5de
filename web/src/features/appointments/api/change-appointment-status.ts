import { appointmentMessages as m } from '@shop/shared/appointments/messages';
import type { Appointment, AppointmentStatus } from '@shop/shared/bookings/booking.schema';
import { statusLabel } from '@shop/shared/appointments/appointment-status';
import type { Write } from '@/features/offline/api/run-write.ts';
import { adminKeys } from './appointment-queries.ts';
import { appointmentVersion, patchCachedAppointment } from './appointment-cache.ts';

/** `odometer`: what the car read at check-in, in its own unit; recorded as its reading by the server. */
type Args = { appointment: Appointment; status: AppointmentStatus; odometer?: number };

/** PUT /api/admin/appointments/{id}/status */
export const changeAppointmentStatus: Write<Args> = {
  kind: 'appointments',
  method: 'PUT',
  path: ({ appointment }) => `/api/admin/appointments/${appointment.id}/status`,
  payload: ({ status, odometer }) => (odometer === undefined ? { status } : { status, odometer }),
  label: ({ appointment, status }) => `Status of #${appointment.id} to ${statusLabel(status)}`,
  versioned: ({ appointment }) => appointmentVersion(appointment),
  touches: adminKeys.all,
  optimistic: ({ appointment, status }) => patchCachedAppointment(appointment.id, (a) => ({ ...a, status })),
  parse: async (body) =>
    (await import('@shop/shared/appointments/appointments.schema')).appointmentResponseSchema.parse(body),
  success: null,
  failure: m.failedStatus,
};
