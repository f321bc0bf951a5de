import { describe, expect, it } from 'vitest';
import { vehicleMessages } from './messages.ts';
import { DEFAULT_MILES_PER_DAY, projectOdometer, type OdometerPoint } from './projected-odometer.ts';

const timeZone = 'America/Chicago';
const miles = { timeZone, milesPerDay: DEFAULT_MILES_PER_DAY, unit: 'mi' as const };
/** Noon in Chicago on the given date, so the day is never in doubt. */
const noon = (date: string) => new Date(`${date}T18:00:00Z`);
const reading = (value: number, date: string): OdometerPoint => ({ value, recorded_at: noon(date).toISOString() });

describe('projectOdometer', () => {
  it('when the car has no reading, then there is no projection', () => {
    expect(projectOdometer([], noon('2026-03-10'), miles)).toBeNull();
  });

  it('when there is one reading, then the latest plus the default rate a day, with no confidence', () => {
    expect(projectOdometer([reading(50_000, '2026-03-01')], noon('2026-03-11'), miles)).toEqual({
      value: 50_300,
      readings: 1,
      span_days: 0,
      confidence_percent: 0,
    });
  });

  it('when the default rate is another figure, then that figure is used', () => {
    const p = projectOdometer([reading(50_000, '2026-03-01')], noon('2026-03-11'), { ...miles, milesPerDay: 12 });
    expect(p?.value).toBe(50_120);
  });

  it('when the car counts in km, then the default miles a day are turned into km', () => {
    const p = projectOdometer([reading(50_000, '2026-03-01')], noon('2026-03-11'), { ...miles, unit: 'km' });
    // 30 mi = 48.28 km a day, for 10 days.
    expect(p?.value).toBe(50_483);
  });

  it('when every reading is of the same day, then it counts as one day and the latest is the base', () => {
    const same = [reading(50_000, '2026-03-01'), { value: 50_020, recorded_at: '2026-03-01T22:00:00Z' }];
    expect(projectOdometer(same, noon('2026-03-03'), miles)).toEqual({
      value: 50_080,
      readings: 2,
      span_days: 0,
      confidence_percent: 0,
    });
  });

  it('when readings lie on a line, then the line gives today and confidence falls with the days ahead', () => {
    const line = [reading(40_000, '2026-01-01'), reading(43_000, '2026-01-11'), reading(46_000, '2026-01-21')];
    expect(projectOdometer(line, noon('2026-01-31'), miles)).toEqual({
      value: 49_000,
      readings: 3,
      span_days: 20,
      // R² 1, times 2/3 for three readings, times 20 / (20 + 10) for the days past the last.
      confidence_percent: 44,
    });
  });

  it('when readings scatter, then confidence is lower than for a straight line', () => {
    const scattered = [
      reading(40_000, '2026-01-01'),
      reading(44_500, '2026-01-11'),
      reading(44_600, '2026-01-21'),
      reading(49_000, '2026-01-31'),
    ];
    const p = projectOdometer(scattered, noon('2026-01-31'), miles);
    expect(p?.confidence_percent).toBeGreaterThan(0);
    expect(p?.confidence_percent).toBeLessThan(75);
  });

  it('when the line falls below the latest reading, then the latest reading is the answer', () => {
    const convex = [reading(0, '2026-01-01'), reading(0, '2026-01-11'), reading(10_000, '2026-01-21')];
    // The least-squares line reads 8,333 on the 21st.
    expect(projectOdometer(convex, noon('2026-01-21'), miles)?.value).toBe(10_000);
  });

  it('when a lower reading corrects a mistyped one, then the mistyped one is left out', () => {
    const corrected = [reading(50_000, '2026-01-01'), reading(95_000, '2026-04-11'), reading(51_000, '2026-04-12')];
    expect(projectOdometer(corrected, noon('2026-04-12'), miles)).toMatchObject({
      value: 51_000,
      readings: 2,
      span_days: 101,
    });
  });

  it('when readings arrive out of order, then they are read by the time they were taken', () => {
    const shuffled = [reading(46_000, '2026-01-21'), reading(40_000, '2026-01-01'), reading(43_000, '2026-01-11')];
    expect(projectOdometer(shuffled, noon('2026-01-31'), miles)?.value).toBe(49_000);
  });

  it('when two readings fall either side of the shop midnight, then they are two days', () => {
    const night = [
      { value: 10_000, recorded_at: '2026-03-10T04:30:00Z' }, // 23:30 on the 9th in Chicago
      { value: 10_040, recorded_at: '2026-03-10T05:30:00Z' }, // 00:30 on the 10th
    ];
    expect(projectOdometer(night, noon('2026-03-10'), miles)).toMatchObject({ value: 10_040, span_days: 1 });
  });
});

describe('vehicleMessages.projectedOdometer', () => {
  it.each([
    [{ value: 60_234, readings: 4, span_days: 426 }, 'mi', 'about 60,200 mi (4 readings over 14 months)'],
    [{ value: 300, readings: 1, span_days: 0 }, 'km', 'about 300 km (1 reading)'],
    [{ value: 12_049, readings: 2, span_days: 12 }, 'mi', 'about 12,000 mi (2 readings over 12 days)'],
    [{ value: 12_050, readings: 2, span_days: 1 }, 'mi', 'about 12,100 mi (2 readings over 1 day)'],
  ] as const)('when the projection is %j in %s, then the page says %s', (p, unit, text) => {
    expect(vehicleMessages.projectedOdometer(p, unit)).toBe(text);
  });
});
