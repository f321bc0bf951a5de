import { describe, expect, it } from 'vitest';
import { nextDaytime } from './daytime.ts';

const tz = 'America/New_York';

describe('nextDaytime', () => {
  it('when the instant is in the shop day, then it stays', () => {
    const noon = new Date('2026-03-03T17:00:00Z'); // 12:00 in New York
    expect(nextDaytime(noon, tz)).toEqual(noon);
  });

  it('when it is before 09:00, then it moves to 09:00 that morning', () => {
    expect(nextDaytime(new Date('2026-03-03T07:30:00Z'), tz).toISOString()).toBe('2026-03-03T14:00:00.000Z');
  });

  it('when it is 20:00 or later, then it moves to 09:00 the next morning', () => {
    expect(nextDaytime(new Date('2026-03-04T01:00:00Z'), tz).toISOString()).toBe('2026-03-04T14:00:00.000Z');
    expect(nextDaytime(new Date('2026-03-04T04:59:00Z'), tz).toISOString()).toBe('2026-03-04T14:00:00.000Z');
  });

  it('when the night spans the change to summer time, then the morning is 09:00 local time', () => {
    // 2026-03-08 is the night New York moves to EDT (UTC-4).
    expect(nextDaytime(new Date('2026-03-08T03:00:00Z'), tz).toISOString()).toBe('2026-03-08T13:00:00.000Z');
  });
});
