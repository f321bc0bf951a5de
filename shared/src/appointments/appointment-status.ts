import type { AppointmentStatus } from '../bookings/booking.schema.ts';

/** How each status reads to people (badges, timeline, status pickers). */
export const STATUS_LABELS: Record<AppointmentStatus, string> = {
  scheduled: 'Scheduled',
  confirmed: 'Confirmed',
  pending: 'Pending',
  completed: 'Completed',
  cancelled: 'Cancelled',
  admin_blocked: 'Admin Blocked',
  no_show: 'No-show',
};

/** The statuses staff may pick in the edit form, in menu order (admin spec 5). */
export const EDIT_FORM_STATUSES = ['scheduled', 'confirmed', 'completed', 'cancelled', 'pending', 'no_show'] as const;
/** The statuses the list's quick menu switches among (admin spec 8); another current status is shown as is. */
export const LIST_MENU_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;

/**
 * The one reading of the spelling "canceled" (admin spec: "cancelled (also spelled canceled)"):
 * the status schema stores it through this, and readers of any status string show it through it.
 */
export const canonicalStatus = (status: string): string => (status === 'canceled' ? 'cancelled' : status);

/** The label of a status; an unknown one is shown capitalised. */
export function statusLabel(status: string): string {
  const s = canonicalStatus(status);
  return STATUS_LABELS[s as AppointmentStatus] ?? s.charAt(0).toUpperCase() + s.slice(1);
}

/** The short label of a status filter chip (admin spec 4). */
export function statusFilterLabel(status: string): string {
  return status === 'admin_blocked' ? 'Blocked' : statusLabel(status);
}

export type StatusTone = 'green' | 'yellow' | 'red' | 'blue' | 'purple';

/** Badge colours: confirmed and scheduled green, pending yellow, cancelled red, others blue. */
export function statusTone(status: string): Exclude<StatusTone, 'purple'> {
  const tone = calendarTone(status);
  return tone === 'purple' ? 'blue' : tone;
}

/** Calendar colours: as the badges, but completed blue and anything else purple. */
export function calendarTone(status: string): StatusTone {
  const s = canonicalStatus(status);
  if (s === 'confirmed' || s === 'scheduled') return 'green';
  if (s === 'pending') return 'yellow';
  if (s === 'cancelled') return 'red';
  if (s === 'completed') return 'blue';
  return 'purple';
}

/** An appointment holds its bay (or drop-off place) in every status but cancelled. */
export function holdsBay(status: string): boolean {
  return canonicalStatus(status) !== 'cancelled';
}
