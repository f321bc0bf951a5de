import { shopDateOf, shopTimeOf } from '@shop/shared/time/shop-time';

/** The source of "now", injected so tests can fix the time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and move. */
export function fixedClock(start: Date | string): Clock & { set(d: Date | string): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (d) => {
      current = new Date(d);
    },
  };
}

/** The shop's own date (yyyy-MM-dd) and time of day (HH:mm), in its time zone. */
export interface ShopClock {
  now(): { date: string; time: string };
  today(): string;
}

/**
 * The one reading of "now at the shop" (daily limits, the booking horizon, lists ordered around
 * now). Zone offsets are whole minutes, so the reading changes once a minute and is kept for it.
 */
export function shopClockOf(clock: Clock, timeZone: string): ShopClock {
  let minute = { at: NaN, now: { date: '', time: '' } };
  const now = () => {
    const instant = clock.now();
    const at = Math.floor(instant.getTime() / 60_000);
    if (at !== minute.at)
      minute = { at, now: { date: shopDateOf(instant, timeZone), time: shopTimeOf(instant, timeZone) } };
    return { ...minute.now };
  };
  return { now, today: () => now().date };
}
