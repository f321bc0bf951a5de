import type { DayOccupancy } from '@shop/shared/bookings/slot-rules';
import type { HeldUnit } from './appointments.repository.ts';

const emptyDay = () => ({ hourly: new Map<string, number>(), dropOffs: 0 });

/** What each day holds: bookings per hourly start, and drop-offs. */
export function occupancyByDay(units: readonly HeldUnit[]): Map<string, DayOccupancy> {
  const days = new Map<string, { hourly: Map<string, number>; dropOffs: number }>();
  for (const u of units) {
    const day = days.get(u.date) ?? emptyDay();
    if (u.is_ghost_slot) day.dropOffs += 1;
    else day.hourly.set(u.start_time, (day.hourly.get(u.start_time) ?? 0) + 1);
    days.set(u.date, day);
  }
  return days;
}
