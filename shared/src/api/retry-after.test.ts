import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './retry-after.ts';

const NOW = Date.parse('2026-03-09T15:00:00Z');

describe('retryAfterMs', () => {
  it('when the header is a number of seconds, then that many seconds', () => {
    expect(retryAfterMs('5', NOW)).toBe(5_000);
    expect(retryAfterMs(' 0 ', NOW)).toBe(0);
  });

  it('when the header is an HTTP-date, then the time until it, never negative', () => {
    expect(retryAfterMs('Mon, 09 Mar 2026 15:00:30 GMT', NOW)).toBe(30_000);
    expect(retryAfterMs('Mon, 09 Mar 2026 14:00:00 GMT', NOW)).toBe(0);
  });

  it('when the server asks for more than an hour, then an hour', () => {
    expect(retryAfterMs('86400', NOW)).toBe(3_600_000);
  });

  it('when the header is absent or unreadable, then undefined', () => {
    for (const value of [null, undefined, '', 'soon', '-5', '1.5']) expect(retryAfterMs(value, NOW)).toBeUndefined();
  });
});
