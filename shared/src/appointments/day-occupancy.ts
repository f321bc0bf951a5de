import type { DayOccupancy } from '../bookings/slot-rules.ts';
import type { Appointment } from '../bookings/booking.schema.ts';
import { holdsBay } from './appointment-status.ts';

type Held = Pick<Appointment, 'id' | 'date' | 'start_time' | 'status' | 'is_ghost_slot'>;

/**
 * What one day holds, read from appointments already loaded: the input `availableSlots` takes, so a
 * screen asks the same capacity rule the server applies. `except` leaves out the appointment being
 * moved, which frees its own place.
 */
export function dayOccupancy(appointments: readonly Held[], date: string, except?: number): DayOccupancy {
  const hourly = new Map<string, number>();
  let dropOffs = 0;
  for (const a of appointments) {
    if (a.date !== date || a.id === except || !holdsBay(a.status)) continue;
    if (a.is_ghost_slot) dropOffs += 1;
    else hourly.set(a.start_time, (hourly.get(a.start_time) ?? 0) + 1);
  }
  return { hourly, dropOffs };
}
