import { addDays, minutesOf, shopDateOf, shopInstant, shopTimeOf } from './shop-time.ts';

/** Automatic messages that bring a car back are sent between these shop-local times, never at night. */
export const DAYTIME = { from: '09:00', until: '20:00' } as const;

/**
 * `instant` when it falls in the shop's daytime, else the next 09:00 in the shop's zone (the same
 * morning before 09:00, the next one after 20:00). Reminders and follow-ups are planned through
 * this, in the spirit of quiet hours: a message that comes due at 02:00 waits for the morning.
 */
export function nextDaytime(instant: Date, timeZone: string): Date {
  const date = shopDateOf(instant, timeZone);
  const minutes = minutesOf(shopTimeOf(instant, timeZone));
  if (minutes < minutesOf(DAYTIME.from)) return shopInstant(date, DAYTIME.from, timeZone);
  if (minutes >= minutesOf(DAYTIME.until)) return shopInstant(addDays(date, 1), DAYTIME.from, timeZone);
  return instant;
}
