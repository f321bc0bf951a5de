import { describe, expect, it } from 'vitest';
import { defaultShopConfig } from './shop-defaults.ts';
import { nextOpenDay } from './next-open-day.ts';

describe('nextOpenDay', () => {
  const hours = defaultShopConfig.hours;
  it('when the next day is open, then it is that day; after Friday (or on a closed weekend), then Monday', () => {
    // Open Monday to Friday.
    expect(hours.map((h) => h !== null)).toEqual([false, true, true, true, true, true, false]);
    expect(nextOpenDay('2026-11-25', hours)).toBe('2026-11-26'); // Wednesday -> Thursday
    expect(nextOpenDay('2026-11-27', hours)).toBe('2026-11-30'); // Friday -> Monday
    expect(nextOpenDay('2026-11-29', hours)).toBe('2026-11-30'); // Sunday -> Monday
  });

  it('when no weekday is open, then the day after', () => {
    expect(nextOpenDay('2026-11-27', [null, null, null, null, null, null, null])).toBe('2026-11-28');
  });
});
