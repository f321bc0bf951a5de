import type { Appointment } from '@shop/shared/bookings/booking.schema';
import { splitFullName } from '@shop/shared/appointments/appointment-shapes';
import { toDisplayDate, toDisplayTime } from '@shop/shared/time/time-format';
import { statusLabel } from '@shop/shared/appointments/appointment-status';
import type { ConflictTable } from '@/features/offline/api/conflict-differences.ts';

type Theirs = (a: Appointment) => string;
const name =
  (part: 'first_name' | 'last_name'): Theirs =>
  (a) =>
    splitFullName(a.user.name)[part];

/** The conflict's `current` is the appointment as the server has it now. */
const field = (label: string, theirs: Theirs, show?: (v: string) => string) => ({
  label,
  show,
  theirs: (current: Record<string, unknown>) => theirs(current as unknown as Appointment),
});

/** Each field a staff change to an appointment may carry: its label, how to show it, where the server keeps it. */
export const appointmentConflictTable: ConflictTable = {
  record: 'Appointment',
  deleteMine: 'Delete it',
  deleteTheirs: 'Changed, still booked',
  fields: {
    status: field('Status', (a) => a.status, statusLabel),
    date: field('Date', (a) => a.date, toDisplayDate),
    start_time: field('Time', (a) => a.start_time, toDisplayTime),
    notes: field('Notes', (a) => a.notes),
    first_name: field('First name', name('first_name')),
    last_name: field('Last name', name('last_name')),
    email: field('Email', (a) => a.user.email),
    phone: field('Phone', (a) => a.user.phone),
    vehicle_make: field('Make', (a) => a.vehicle.make),
    vehicle_model: field('Model', (a) => a.vehicle.model),
    vehicle_year: field('Year', (a) => a.vehicle.year),
    vehicle_vin: field('VIN', (a) => a.vehicle.vin ?? ''),
    vehicle_license: field('License plate', (a) => a.vehicle.license ?? ''),
  },
};
