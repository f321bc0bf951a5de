import type { z } from '../zod.ts';
import type { slotSchema } from './slot.schema.ts';
import type { ShopConfig } from '../shop/shop-config.schema.ts';
import { minutesOf, shopDateOf, shopInstant, timeOfMinutes, weekdayOf } from '../time/shop-time.ts';

/** hourly: any free hour (admin); sameday: wait at the shop, 9-11 starts; dropoff: ghost slots. */
export type SlotType = 'hourly' | 'sameday' | 'dropoff';

/** One offered slot, as GET /api/appointments/available-slots lists it. */
export type TimeSlot = z.infer<typeof slotSchema>;

/** Every booking lasts one hour. */
export const APPOINTMENT_MINUTES = 60;
export const SAME_DAY_STARTS = ['09:00', '10:00', '11:00'] as const;
export const DROP_OFF_FIRST = '10:00';
export const DROP_OFF_LAST = '17:30';
export const DROP_OFF_STEP_MINUTES = 30;
/** Engine Diagnostics only starts in the morning. */
export const DIAGNOSTICS_SERVICE_ID = 4;
export const MORNING_ENDS = '12:00';

export type SlotRulesConfig = Pick<ShopConfig, 'timeZone' | 'hours' | 'bays' | 'dropOffsPerDay'>;

/** What is already booked on one day: hourly bookings per start time, and the drop-off count. */
export interface DayOccupancy {
  hourly: ReadonlyMap<string, number>;
  dropOffs: number;
}

export const EMPTY_DAY: DayOccupancy = { hourly: new Map(), dropOffs: 0 };

export interface SlotQuery {
  date: string;
  type: SlotType;
  serviceIds: readonly number[];
  now: Date;
  config: SlotRulesConfig;
  occupancy: DayOccupancy;
  /** The shop's today (yyyy-MM-dd), when the caller already knows it: saves a time-zone lookup per day. */
  today?: string;
}

export function endOf(start: string): string {
  return timeOfMinutes(minutesOf(start) + APPOINTMENT_MINUTES);
}

/** Start times the rules allow on that date, before capacity and the clock are applied. */
function candidateStarts(date: string, type: SlotType, config: SlotRulesConfig): string[] {
  const hours = config.hours[weekdayOf(date)];
  if (!hours) return [];
  const open = minutesOf(hours.open);
  const close = minutesOf(hours.close);
  if (type === 'dropoff') {
    const starts: string[] = [];
    for (let m = minutesOf(DROP_OFF_FIRST); m <= minutesOf(DROP_OFF_LAST); m += DROP_OFF_STEP_MINUTES) {
      starts.push(timeOfMinutes(m));
    }
    return starts;
  }
  const hourly: string[] = [];
  for (let m = open; m + APPOINTMENT_MINUTES <= close; m += 60) hourly.push(timeOfMinutes(m));
  if (type === 'sameday') return hourly.filter((t) => (SAME_DAY_STARTS as readonly string[]).includes(t));
  return hourly;
}

/** True when the chosen services may start at that time (diagnostics is morning only). */
export function serviceAllowsStart(serviceIds: readonly number[], start: string): boolean {
  if (!serviceIds.includes(DIAGNOSTICS_SERVICE_ID)) return true;
  return minutesOf(start) < minutesOf(MORNING_ENDS);
}

/**
 * The free slots of one shop-local day: open days only, never in the past, no more than `bays`
 * bookings per hourly slot and `dropOffsPerDay` drop-offs per day.
 */
export function availableSlots(q: SlotQuery): TimeSlot[] {
  const { date, type, config, occupancy } = q;
  if (type === 'dropoff' && occupancy.dropOffs >= config.dropOffsPerDay) return [];
  // Only today needs the clock slot by slot: earlier days are over, later ones all ahead.
  const today = q.today ?? shopDateOf(q.now, config.timeZone);
  if (date < today) return [];
  return candidateStarts(date, type, config)
    .filter((start) => serviceAllowsStart(q.serviceIds, start))
    .filter((start) => date > today || shopInstant(date, start, config.timeZone).getTime() > q.now.getTime())
    .filter((start) => type === 'dropoff' || (occupancy.hourly.get(start) ?? 0) < config.bays)
    .map((start) => ({ start_time: start, end_time: endOf(start) }));
}

/** True when that start time is one of the day's free slots. */
export function isSlotAvailable(q: SlotQuery, start: string): boolean {
  return availableSlots(q).some((s) => s.start_time === start);
}
