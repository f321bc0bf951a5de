import type { Knex } from 'knex';
import { bookingMessages as m } from '@shop/shared/bookings/messages';
import { availableSlots, EMPTY_DAY, type SlotType } from '@shop/shared/bookings/slot-rules';
import { addDays, shopDateOf } from '@shop/shared/time/shop-time';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../http/app-error.ts';
import { heldUnits, type AppointmentRow } from './appointments.repository.ts';
import { freeUnit, occupancyOfDay } from './occupancy.ts';

/** Where a booking should go. */
export interface SlotTarget {
  date: string;
  start: string;
  type: SlotType;
  serviceIds: readonly number[];
}

type CapacityDeps = Pick<AppDeps, 'clock' | 'config'>;

/** The slot rules an existing appointment follows when it moves: drop-off places, else any hour. */
export const slotTypeOf = (row: Pick<AppointmentRow, 'is_ghost_slot'>): SlotType =>
  row.is_ghost_slot ? 'dropoff' : 'hourly';

/** The last shop-local date a booking or a move may take: BOOKING_HORIZON_DAYS after today. */
export const lastBookableDate = (deps: CapacityDeps) =>
  addDays(shopDateOf(deps.clock.now(), deps.config.shop.timeZone), deps.config.bookingHorizonDays);

/** 400 for a date past the booking horizon (for staff moves too). */
export function assertWithinHorizon(date: string, deps: CapacityDeps): void {
  if (date > lastBookableDate(deps))
    throw new AppError(400, 'invalid_request', m.beyondHorizon(deps.config.bookingHorizonDays));
}

/** 400 for a start the shop never offers on that date for that kind of booking, whatever is booked. */
export function assertOffered(t: SlotTarget, deps: CapacityDeps): void {
  assertWithinHorizon(t.date, deps);
  const ever = availableSlots({
    date: t.date,
    type: t.type,
    serviceIds: t.serviceIds,
    config: deps.config.shop,
    now: new Date(0),
    occupancy: EMPTY_DAY,
  });
  if (!ever.some((s) => s.start_time === t.start)) throw new AppError(400, 'invalid_request', m.slotNotOffered);
}

/**
 * The one capacity rule, for new bookings, moves and restores: reads the day's held units
 * (leaving `excludeId` out) and returns the lowest free unit. With `slotRules` the start must
 * also be one of the day's free slots now (open, in the future, room left, service allowed).
 * Anything else is 409 slot_unavailable; the UNIQUE indexes back this up against races.
 */
export async function takeUnit(
  trx: Knex,
  deps: CapacityDeps,
  t: SlotTarget,
  opts: { excludeId?: number; slotRules: boolean; message?: string },
): Promise<number> {
  const { shop } = deps.config;
  const message = opts.message ?? m.slotUnavailable;
  const units = await heldUnits(trx, t.date, t.date, opts.excludeId);
  if (opts.slotRules) {
    const occupancy = occupancyOfDay(units, t.date);
    const free = availableSlots({
      date: t.date,
      type: t.type,
      serviceIds: t.serviceIds,
      now: deps.clock.now(),
      config: shop,
      occupancy,
    });
    if (!free.some((s) => s.start_time === t.start)) throw new AppError(409, 'slot_unavailable', message);
  }
  const ghost = t.type === 'dropoff';
  const unit = freeUnit(units, { date: t.date, start: t.start, ghost }, ghost ? shop.dropOffsPerDay : shop.bays);
  if (unit === null) throw new AppError(409, 'slot_unavailable', message);
  return unit;
}
