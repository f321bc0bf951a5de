import toast from 'react-hot-toast';
import type { AppointmentEdit } from '@shop/shared/admin/admin.schema';
import { adminMessages as m } from '@shop/shared/admin/messages';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import { endOf } from '@shop/shared/bookings/slot-rules';
import { queryClient } from '@/lib/query-client.ts';
import { adminWrite } from './admin-writes.ts';

type List = { appointments: Appointment[]; total: number };

/**
 * Applies a change to every cached admin list at once (optimistic, also offline); null removes.
 * Fetches in flight are cancelled first, or their older answer would undo the change on screen.
 */
export function patchCachedAppointments(id: number, patch: (a: Appointment) => Appointment | null): void {
  void queryClient.cancelQueries({ queryKey: ['admin', 'appointments'] });
  queryClient.setQueriesData<List>({ queryKey: ['admin', 'appointments'] }, (old) =>
    old ? { ...old, appointments: old.appointments.flatMap((a) => (a.id === id ? [patch(a)].filter((x): x is Appointment => x !== null) : [a])) } : old,
  );
}

/** Shows the outcome of a change the way staff expect: success toast, queued note, or the error. */
function report(out: Awaited<ReturnType<typeof adminWrite>>, success: string | null): boolean {
  if (out.ok && !out.queued && success) toast.success(success);
  if (!out.ok) toast.error(out.error);
  return out.ok;
}

/** Changes to one appointment replay in order, each on the version the one before produced. */
const versionOf = (a: Appointment) => ({ record: `appointment:${a.id}`, version: a.version });

export async function changeStatus(a: Appointment, status: Appointment['status']): Promise<boolean> {
  patchCachedAppointments(a.id, (x) => ({ ...x, status }));
  const out = await adminWrite({ label: `Status of #${a.id} to ${status}`, method: 'PUT', path: `/api/admin/appointments/${a.id}/status`, payload: { status }, versioned: versionOf(a) }, m.failedStatus);
  return report(out, null);
}

export async function deleteAppointment(a: Appointment): Promise<boolean> {
  patchCachedAppointments(a.id, () => null);
  const out = await adminWrite({ label: `Delete appointment #${a.id}`, method: 'DELETE', path: `/api/admin/appointments/${a.id}`, versioned: versionOf(a) }, m.failedDelete);
  return report(out, m.deleted);
}

/** Saves an edit; the version makes the server refuse it (409 conflict) if someone changed it meanwhile. */
export async function saveAppointment(a: Appointment, edit: AppointmentEdit): Promise<boolean> {
  patchCachedAppointments(a.id, (x) => ({
    ...x,
    status: (edit.status as Appointment['status'] | undefined) ?? x.status,
    notes: edit.notes ?? x.notes,
    user: { ...x.user, name: `${edit.first_name ?? ''} ${edit.last_name ?? ''}`.trim() || x.user.name, email: edit.email ?? x.user.email, phone: edit.phone ?? x.user.phone },
    vehicle: {
      make: edit.vehicle_make ?? x.vehicle.make,
      model: edit.vehicle_model ?? x.vehicle.model,
      year: edit.vehicle_year === undefined ? x.vehicle.year : String(edit.vehicle_year),
      vin: edit.vehicle_vin ?? x.vehicle.vin,
      license: edit.vehicle_license ?? x.vehicle.license,
    },
  }));
  const { version: _seen, ...changes } = edit;
  const out = await adminWrite({ label: `Edit appointment #${a.id}`, method: 'PUT', path: `/api/admin/appointments/${a.id}`, payload: changes, versioned: versionOf(a) }, m.failedUpdate);
  return report(out, m.updated);
}

export async function rescheduleAppointment(a: Appointment, date: string, start: string): Promise<boolean> {
  patchCachedAppointments(a.id, (x) => ({ ...x, date, start_time: start, end_time: endOf(start) }));
  const out = await adminWrite(
    { label: `Move #${a.id} to ${date} ${start}`, method: 'PUT', path: `/api/admin/appointments/${a.id}`, payload: { date, start_time: start, end_time: endOf(start) }, versioned: versionOf(a) },
    m.failedReschedule,
  );
  return report(out, m.rescheduled);
}

export async function addProgressNote(a: Appointment, message: string, estimatedCompletion: string | null): Promise<boolean> {
  const out = await adminWrite(
    { label: `Note on #${a.id}`, method: 'POST', path: `/api/admin/appointments/${a.id}/events`, payload: { message, ...(estimatedCompletion ? { estimatedCompletion } : {}) } },
    m.failedUpdate,
  );
  return report(out, m.eventAdded);
}
