import { appointmentMessages as m } from '@shop/shared/appointments/messages';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import type { Write } from '@/features/offline/api/run-write.ts';
import { adminKeys } from './appointment-queries.ts';
import { appointmentVersion, patchCachedAppointment } from './appointment-cache.ts';

/** DELETE /api/admin/appointments/{id} (the version goes in the query). */
export const deleteAppointment: Write<{ appointment: Appointment }> = {
  kind: 'appointments',
  method: 'DELETE',
  path: ({ appointment }) => `/api/admin/appointments/${appointment.id}`,
  label: ({ appointment }) => `Delete appointment #${appointment.id}`,
  versioned: ({ appointment }) => appointmentVersion(appointment),
  touches: adminKeys.all,
  optimistic: ({ appointment }) => patchCachedAppointment(appointment.id, () => null),
  success: m.deleted,
  failure: m.failedDelete,
};
