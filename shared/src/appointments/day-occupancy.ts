import type { DayOccupancy } from '../bookings/slot-rules.ts';
import type { Appointment } from '../bookings/booking.schema.ts';
import type { HeldTime } from '../waitlist/waitlist.schema.ts';
import { holdsBay } from './appointment-status.ts';

type Held = Pick<Appointment, 'id' | 'date' | 'start_time' | 'status' | 'is_ghost_slot'>;
type OfferHold = Pick<HeldTime, 'date' | 'start_time' | 'is_drop_off'>;

/**
 * What one day holds, read from appointments and live waitlist offers already loaded: the input
 * `availableSlots` takes, so a screen asks the same capacity rule the server applies (which counts
 * both). `except` leaves out the appointment being moved, which frees its own place.
 */
export function dayOccupancy(
  appointments: readonly Held[],
  date: string,
  except?: number,
  holds: readonly OfferHold[] = [],
): DayOccupancy {
  const hourly = new Map<string, number>();
  let dropOffs = 0;
  const take = (dropOff: boolean, start: string) => {
    if (dropOff) dropOffs += 1;
    else hourly.set(start, (hourly.get(start) ?? 0) + 1);
  };
  for (const a of appointments)
    if (a.date === date && a.id !== except && holdsBay(a.status)) take(a.is_ghost_slot, a.start_time);
  for (const h of holds) if (h.date === date) take(h.is_drop_off, h.start_time);
  return { hourly, dropOffs };
}
