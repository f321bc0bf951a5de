import type { Knex } from 'knex';
import type { AvailableDatesResponse } from '@shop/shared/bookings/booking.schema';
import { availableSlots, EMPTY_DAY, endOf, type SlotType, type TimeSlot } from '@shop/shared/bookings/slot-rules';
import type { ShopConfig } from '@shop/shared/shop/shop-config.schema';
import { datesOfMonth, shopDateOf, toCalendarKey } from '@shop/shared/time/shop-time';
import type { OccupancyCache } from './occupancy-cache.ts';

export interface AvailabilityQuery {
  cache: OccupancyCache;
  type: SlotType;
  serviceIds: number[];
  now: Date;
  shop: ShopConfig;
  /** The booking horizon's last date: nothing later is offered. */
  lastDate: string;
}

/** The free slots of one shop-local day. */
export async function slotsForDay(db: Knex, date: string, q: AvailabilityQuery): Promise<TimeSlot[]> {
  if (date > q.lastDate) return [];
  const occupancy = (await q.cache.range(db, date, date, [date])).get(date)!;
  return availableSlots({ date, type: q.type, serviceIds: q.serviceIds, now: q.now, config: q.shop, occupancy });
}

/** Every day of a month keyed MM/dd/yy: whether it has a free slot, and its booked hours. */
export async function datesForMonth(db: Knex, month: string, q: AvailabilityQuery): Promise<AvailableDatesResponse> {
  const days = datesOfMonth(month);
  const occupancy = await q.cache.range(db, days[0], days[days.length - 1], days);
  const today = shopDateOf(q.now, q.shop.timeZone);
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
      has_slots: slots.length > 0 && date <= q.lastDate,
      scheduled: [...day.hourly.keys()].sort().map((start) => ({ start, end: endOf(start) })),
    };
  }
  return out;
}
