import type { Appointment } from '@shop/shared/bookings/booking.schema';
import { splitFullName } from '@shop/shared/appointments/appointment-shapes';
import { toDisplayDate, toDisplayTime } from '@shop/shared/time/time-format';
import { statusLabel } from '@shop/shared/appointments/appointment-status';

export interface FieldDifference {
  label: string;
  mine: string;
  theirs: string;
}

type Theirs = (a: Appointment) => string;
const name =
  (part: 'first_name' | 'last_name'): Theirs =>
  (a) =>
    splitFullName(a.user.name)[part];

/** Each field an admin change may carry: its label, how to show a value, where the server keeps it. */
const FIELDS: Record<string, { label: string; show?: (v: string) => string; theirs: Theirs }> = {
  status: { label: 'Status', show: statusLabel, theirs: (a) => a.status },
  date: { label: 'Date', show: toDisplayDate, theirs: (a) => a.date },
  start_time: { label: 'Time', show: toDisplayTime, theirs: (a) => a.start_time },
  notes: { label: 'Notes', theirs: (a) => a.notes },
  first_name: { label: 'First name', theirs: name('first_name') },
  last_name: { label: 'Last name', theirs: name('last_name') },
  email: { label: 'Email', theirs: (a) => a.user.email },
  phone: { label: 'Phone', theirs: (a) => a.user.phone },
  vehicle_make: { label: 'Make', theirs: (a) => a.vehicle.make },
  vehicle_model: { label: 'Model', theirs: (a) => a.vehicle.model },
  vehicle_year: { label: 'Year', theirs: (a) => a.vehicle.year },
  vehicle_vin: { label: 'VIN', theirs: (a) => a.vehicle.vin ?? '' },
  vehicle_license: { label: 'License plate', theirs: (a) => a.vehicle.license ?? '' },
};

/**
 * Mine beside theirs for every field the queued change sets (a delete is one line). Without the
 * server's current appointment, theirs reads "changed".
 */
export function fieldDifferences(
  method: string,
  payload: unknown,
  current: Appointment | undefined,
): FieldDifference[] {
  if (method === 'DELETE')
    return [{ label: 'Appointment', mine: 'Delete it', theirs: current ? 'Changed, still booked' : 'Changed' }];
  return Object.entries((payload ?? {}) as Record<string, unknown>).flatMap(([key, value]) => {
    const field = FIELDS[key];
    if (!field) return [];
    const show = field.show ?? ((v: string) => v);
    return [
      {
        label: field.label,
        mine: show(String(value ?? '')),
        theirs: current ? show(field.theirs(current)) : 'Changed',
      },
    ];
  });
}
