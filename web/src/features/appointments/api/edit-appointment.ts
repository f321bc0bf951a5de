import { appointmentMessages as m } from '@shop/shared/appointments/messages';
import type { AppointmentEdit } from '@shop/shared/appointments/appointments.schema';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import { endOf } from '@shop/shared/bookings/slot-rules';
import type { Write } from '@/features/offline/api/run-write.ts';
import { adminKeys } from './appointment-queries.ts';
import { appointmentVersion, patchCachedAppointment } from './appointment-cache.ts';

type EditArgs = { appointment: Appointment; edit: Omit<AppointmentEdit, 'version'> };
type MoveArgs = { appointment: Appointment; date: string; start: string };

/** The edit as the list shows it before the server answers. */
function edited(x: Appointment, edit: EditArgs['edit']): Appointment {
  const name = `${edit.first_name ?? ''} ${edit.last_name ?? ''}`.trim();
  return {
    ...x,
    status: (edit.status as Appointment['status'] | undefined) ?? x.status,
    notes: edit.notes ?? x.notes,
    user: {
      ...x.user,
      name: name || x.user.name,
      email: edit.email ?? x.user.email,
      phone: edit.phone ?? x.user.phone,
    },
    vehicle: {
      make: edit.vehicle_make ?? x.vehicle.make,
      model: edit.vehicle_model ?? x.vehicle.model,
      year: edit.vehicle_year === undefined ? x.vehicle.year : String(edit.vehicle_year),
      vin: edit.vehicle_vin ?? x.vehicle.vin,
      license: edit.vehicle_license ?? x.vehicle.license,
    },
  };
}

const common = {
  kind: 'appointments' as const,
  method: 'PUT' as const,
  touches: adminKeys.all,
  parse: async (body: unknown) =>
    (await import('@shop/shared/appointments/appointments.schema')).appointmentResponseSchema.parse(body),
};

/** PUT /api/admin/appointments/{id}: an edit of the details. */
export const editAppointment: Write<EditArgs> = {
  ...common,
  path: ({ appointment }) => `/api/admin/appointments/${appointment.id}`,
  payload: ({ edit }) => edit,
  label: ({ appointment }) => `Edit appointment #${appointment.id}`,
  versioned: ({ appointment }) => appointmentVersion(appointment),
  optimistic: ({ appointment, edit }) => patchCachedAppointment(appointment.id, (x) => edited(x, edit)),
  success: m.updated,
  failure: m.failedUpdate,
};

/** PUT /api/admin/appointments/{id}: a move to another free slot. */
export const rescheduleAppointment: Write<MoveArgs> = {
  ...common,
  path: ({ appointment }) => `/api/admin/appointments/${appointment.id}`,
  payload: ({ date, start }) => ({ date, start_time: start, end_time: endOf(start) }),
  label: ({ appointment, date, start }) => `Move #${appointment.id} to ${date} ${start}`,
  versioned: ({ appointment }) => appointmentVersion(appointment),
  optimistic: ({ appointment, date, start }) =>
    patchCachedAppointment(appointment.id, (x) => ({ ...x, date, start_time: start, end_time: endOf(start) })),
  success: m.rescheduled,
  failure: m.failedReschedule,
};
