import type { Knex } from 'knex';
import { bookingMessages as m } from '@shop/shared/bookings/messages';
import { availableSlots, EMPTY_DAY, type SlotType } from '@shop/shared/bookings/slot-rules';
import { addDays } from '@shop/shared/time/shop-time';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../http/app-error.ts';
import { lowestFreeUnit, type AppointmentRow, type UnitClaim } from './appointments.repository.ts';

/** Where a booking should go. */
export interface SlotTarget {
  date: string;
  start: string;
  type: SlotType;
  serviceIds: readonly number[];
}

type CapacityDeps = Pick<AppDeps, 'clock' | 'shopClock' | 'config'>;

/** The slot rules an existing appointment follows when it moves: drop-off places, else any hour. */
export const slotTypeOf = (row: Pick<AppointmentRow, 'is_ghost_slot'>): SlotType =>
  row.is_ghost_slot ? 'dropoff' : 'hourly';

/** The last shop-local date a booking or a move may take: BOOKING_HORIZON_DAYS after today. */
export const lastBookableDate = (deps: CapacityDeps) => addDays(deps.shopClock.today(), deps.config.bookingHorizonDays);

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
 * 409 slot_unavailable for a start that is not free now whatever is booked: closed, past (the
 * booking may have waited offline) or not for these services. The room left is the capacity
 * rule's (see lowestFreeUnit and insertIntoFreeUnit).
 */
export function assertOpenNow(t: SlotTarget, deps: CapacityDeps, message: string = m.slotUnavailable): void {
  const open = availableSlots({
    date: t.date,
    type: t.type,
    serviceIds: t.serviceIds,
    config: deps.config.shop,
    now: deps.clock.now(),
    occupancy: EMPTY_DAY,
  });
  if (!open.some((s) => s.start_time === t.start)) throw new AppError(409, 'slot_unavailable', message);
}

/** The claim a booking of that target makes. */
export const claimOf = (t: SlotTarget, deps: CapacityDeps): UnitClaim => ({
  date: t.date,
  start: t.start,
  dropOff: t.type === 'dropoff',
  capacity: t.type === 'dropoff' ? deps.config.shop.dropOffsPerDay : deps.config.shop.bays,
});

/**
 * A move or a restore of `excludeId` into the target: with `slotRules` the start must be open now
 * (assertOpenNow), then the capacity rule (lowestFreeUnit) gives the unit. Anything else is 409
 * slot_unavailable; the UNIQUE indexes back this up against races.
 */
export async function takeUnit(
  trx: Knex,
  deps: CapacityDeps,
  t: SlotTarget,
  opts: { excludeId: number; slotRules: boolean; message?: string },
): Promise<number> {
  const message = opts.message ?? m.slotUnavailable;
  if (opts.slotRules) assertOpenNow(t, deps, message);
  const unit = await lowestFreeUnit(trx, claimOf(t, deps), opts.excludeId);
  if (unit === null) throw new AppError(409, 'slot_unavailable', message);
  return unit;
}
