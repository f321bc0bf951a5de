import { addDays, weekdayOf } from '../time/shop-time.ts';
import type { ShopInfo } from './shop-config.schema.ts';

/**
 * The first day after `date` (yyyy-MM-dd) the shop is open by its weekly hours: the next working
 * day's board, Monday's on a Friday evening. The day after when no weekday is open.
 */
export function nextOpenDay(date: string, hours: ShopInfo['hours']): string {
  for (let day = addDays(date, 1), i = 0; i < 7; i += 1, day = addDays(day, 1)) if (hours[weekdayOf(day)]) return day;
  return addDays(date, 1);
}
