import type { Appointment } from '../bookings/booking.schema.ts';

/** The groups of the shop's today board. */
export type BoardGroup = 'expected' | 'in_progress' | 'ready';

/**
 * Where one of today's appointments stands: ready for pickup once completed; in progress once a
 * progress note gave it an estimated completion; expected while scheduled, confirmed or pending;
 * null when it takes no part in the day's work (cancelled, blocked by staff).
 */
export function boardGroupOf(a: Pick<Appointment, 'status' | 'estimated_completion'>): BoardGroup | null {
  if (a.status === 'completed') return 'ready';
  if (a.status !== 'scheduled' && a.status !== 'confirmed' && a.status !== 'pending') return null;
  return a.estimated_completion ? 'in_progress' : 'expected';
}
