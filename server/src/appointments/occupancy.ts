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

/** One day's occupancy from its held units. */
export const occupancyOfDay = (units: readonly HeldUnit[], date: string): DayOccupancy =>
  occupancyByDay(units).get(date) ?? emptyDay();

/**
 * The lowest free capacity unit in 1..max, or null when all are taken: a bay of that hourly
 * start, or a drop-off place of the day (drop-offs share the day, whatever their time).
 */
export function freeUnit(
  units: readonly HeldUnit[],
  want: { date: string; start: string; ghost: boolean },
  max: number,
): number | null {
  const taken = new Set(
    units
      .filter(
        (u) =>
          u.date === want.date &&
          Boolean(u.is_ghost_slot) === want.ghost &&
          (want.ghost || u.start_time === want.start),
      )
      .map((u) => u.bay),
  );
  for (let unit = 1; unit <= max; unit += 1) if (!taken.has(unit)) return unit;
  return null;
}
