import { describe, expect, it } from 'vitest';
import { perDayOf } from './car-rate.ts';
import { maintenanceMessages as m } from './messages.ts';

describe('maintenance texts', () => {
  it('when there are readings over months, then the projection says how many and over how long', () => {
    expect(m.projection({ value: 60_230, readings: 4, span_days: 426 }, 'mi', 30)).toBe(
      'about 60,200 mi (4 readings over 14 months)',
    );
  });
  it("when the readings cannot tell a rate, then the projection says it used the shop's miles a day", () => {
    expect(m.projection({ value: 41_020, readings: 1, span_days: 0 }, 'mi', 30)).toBe(
      "about 41,000 mi (the latest reading plus the shop's 30 mi a day)",
    );
  });
  it('when a reminder names the car and the service, then its subject says "due for" with miles and day', () => {
    expect(m.reminderSubject('2019 Civic', 'Oil Change', 60_180, 'mi', '2027-03-03')).toBe(
      'Your 2019 Civic is due for an oil change (about 60,200 mi, around 3 March)',
    );
    expect(m.reminderSubject('2019 Civic', 'Tire Rotation', null, 'mi', '2027-03-31')).toBe(
      'Your 2019 Civic is due for a tire rotation (around 31 March)',
    );
  });
  it('when a chip is due or overdue, then it says "Due now"; inside the window, "Due soon"', () => {
    expect(m.chip('overdue')).toBe('Due now');
    expect(m.chip('due')).toBe('Due now');
    expect(m.chip('soon')).toBe('Due soon');
  });
});

describe('perDayOf', () => {
  const input = { timeZone: 'America/Los_Angeles', milesPerDay: 30, unit: 'mi' as const };
  const at = new Date('2026-03-01T20:00:00Z');
  it("when there is no reading, then it is the shop's rate", () => {
    expect(perDayOf([], at, input)).toBe(30);
  });
  it("when readings lie on a line, then it is the line's slope", () => {
    const readings = [
      { value: 10_000, recorded_at: '2025-12-01T20:00:00Z' },
      { value: 11_000, recorded_at: '2026-01-20T20:00:00Z' },
    ];
    expect(perDayOf(readings, at, input)).toBeCloseTo(20, 1);
  });
});
