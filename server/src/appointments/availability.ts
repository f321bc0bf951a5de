import type { Knex } from 'knex';
import type { AvailableDatesResponse } from '@shop/shared/bookings/booking.schema';
import { bookingMessages as m } from '@shop/shared/bookings/messages';
import { availableSlots, EMPTY_DAY, endOf, type SlotType, type TimeSlot } from '@shop/shared/bookings/slot-rules';
import type { ShopConfig } from '@shop/shared/shop/shop-config.schema';
import { datesOfMonth, shopDateOf, toCalendarKey } from '@shop/shared/time/shop-time';
import type { ReadCache } from '../db/read-cache.ts';
import { AppError } from '../http/app-error.ts';
import { keptAnswer, type JsonAnswer } from '../http/json-answer.ts';
import type { OccupancyCache } from './occupancy-cache.ts';

export interface AvailabilityQuery {
  cache: OccupancyCache;
  type: SlotType;
  serviceIds: number[];
  now: Date;
  shop: ShopConfig;
  /** The booking horizon's last date: nothing later is offered. */
  lastDate: string;
  /** BOOKING_HORIZON_DAYS, for the message of a month out of reach. */
  horizonDays: number;
}

/** Whether a day can still be booked: from today to the horizon. Only these are read and kept. */
const bookable = (date: string, today: string, q: AvailabilityQuery) => date >= today && date <= q.lastDate;

/** The free slots of one shop-local day; none for a day already over or past the horizon. */
export async function slotsForDay(db: Knex, date: string, q: AvailabilityQuery): Promise<TimeSlot[]> {
  if (!bookable(date, shopDateOf(q.now, q.shop.timeZone), q)) return [];
  const occupancy = (await q.cache.range(db, [date])).get(date)!;
  return availableSlots({ date, type: q.type, serviceIds: q.serviceIds, now: q.now, config: q.shop, occupancy });
}

/**
 * Every day of a month keyed MM/dd/yy: whether it has a free slot, and its booked hours. Only
 * months from the current one to the horizon's are answered (400 otherwise), and only their
 * bookable days are read; the others show no slots and no bookings.
 */
export async function datesForMonth(db: Knex, month: string, q: AvailabilityQuery): Promise<AvailableDatesResponse> {
  const today = shopDateOf(q.now, q.shop.timeZone);
  if (month < today.slice(0, 7) || month > q.lastDate.slice(0, 7))
    throw new AppError(400, 'invalid_request', m.monthNotOffered(q.horizonDays));
  const days = datesOfMonth(month);
  const occupancy = await q.cache.range(
    db,
    days.filter((d) => bookable(d, today, q)),
  );
  const out: AvailableDatesResponse = {};
  for (const date of days) {
    const day = occupancy.get(date) ?? EMPTY_DAY;
    const slots = availableSlots({
      date,
      type: q.type,
      serviceIds: q.serviceIds,
      now: q.now,
      config: q.shop,
      occupancy: day,
      today,
    });
    out[toCalendarKey(date)] = {
      has_slots: slots.length > 0 && bookable(date, today, q),
      scheduled: [...day.hourly.keys()].sort().map((start) => ({ start, end: endOf(start) })),
    };
  }
  return out;
}

/**
 * An availability answer (`what`: the day or month asked for), encoded and kept in `cache` while
 * no booking or hold is written (OCCUPANCY_TABLES), and only for the minute it was read in: every
 * slot starts on a whole minute, so within one minute the clock changes no answer. Visitors
 * asking for the same month again and again then cost no slot arithmetic and no encoding.
 */
export function keptAvailability(
  cache: ReadCache<JsonAnswer>,
  what: string,
  q: AvailabilityQuery,
  read: () => Promise<unknown>,
): Promise<JsonAnswer> {
  const minute = Math.floor(q.now.getTime() / 60_000);
  return keptAnswer(cache, [what, q.type, q.serviceIds, minute], read);
}
