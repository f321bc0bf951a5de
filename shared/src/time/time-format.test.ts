import { describe, expect, it } from 'vitest';
import { datesOfMonth, toCalendarKey, toShopDate } from './shop-time.ts';
import { to24Hour, toDisplayDate, toDisplayTime } from './time-format.ts';

describe('time formats', () => {
  it('converts AM/PM to 24 hours as the admin spec says', () => {
    expect(to24Hour('12:00 AM')).toBe('00:00');
    expect(to24Hour('12:30 PM')).toBe('12:30');
    expect(to24Hour('1:00 PM')).toBe('13:00');
    expect(to24Hour('9:00 am')).toBe('09:00');
    expect(to24Hour('09:00')).toBe('09:00');
    expect(to24Hour('14:00:00')).toBeNull();
    expect(to24Hour('09:00:99')).toBeNull();
    expect(to24Hour('13:00 PM')).toBeNull();
    expect(to24Hour('noon')).toBeNull();
  });
  it('formats dates and times for display', () => {
    expect(toDisplayTime('13:30')).toBe('1:30 PM');
    expect(toDisplayTime('00:05')).toBe('12:05 AM');
    expect(toDisplayDate('2026-03-08')).toBe('Mar 08, 2026');
  });
  it('reads ISO timestamps as the shop-local day', () => {
    expect(toShopDate('2026-03-09', 'America/Los_Angeles')).toBe('2026-03-09');
    expect(toShopDate('2026-03-10T05:00:00.000Z', 'America/Los_Angeles')).toBe('2026-03-09');
    expect(toShopDate('2026-02-30', 'America/Los_Angeles')).toBeNull();
    expect(toShopDate('soon', 'America/Los_Angeles')).toBeNull();
  });
  it('lists a month and keys days MM/dd/yy', () => {
    expect(datesOfMonth('2028-02')).toHaveLength(29);
    expect(toCalendarKey('2026-03-09')).toBe('03/09/26');
  });
});
