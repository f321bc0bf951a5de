import { afterEach, describe, expect, it, vi } from 'vitest';
import { shopInstant, toShopDate } from './shop-time.ts';

const SHOP = 'America/Los_Angeles';
// The server's own zone, moved per test (Node reads TZ again whenever it is set).
afterEach(() => vi.unstubAllEnvs());

/** Zones a server may run in, far from the shop's: each moves a zoneless reading across midnight. */
const SERVER_ZONES = ['UTC', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', SHOP];

describe('toShopDate', () => {
  it.each(SERVER_ZONES)(
    'when the server runs in %s, then a zoneless timestamp is the shop-local day it names',
    (zone) => {
      vi.stubEnv('TZ', zone);
      expect(toShopDate('2026-03-08T01:30:00', SHOP)).toBe('2026-03-08');
      expect(toShopDate('2026-03-08T23:59', SHOP)).toBe('2026-03-08');
      // 02:30 does not exist in Los Angeles that night (clocks jump from 2:00 to 3:00); its day does.
      expect(toShopDate('2026-03-08T02:30:00.000', SHOP)).toBe('2026-03-08');
    },
  );

  it.each(SERVER_ZONES)(
    'when the server runs in %s, then an instant falls on its shop-local day across both DST changes',
    (zone) => {
      vi.stubEnv('TZ', zone);
      // Before the spring change, the shop's midnight is 08:00 UTC; after it, 07:00 UTC.
      expect(toShopDate('2026-03-08T07:59:00Z', SHOP)).toBe('2026-03-07');
      expect(toShopDate('2026-03-08T08:00:00Z', SHOP)).toBe('2026-03-08');
      expect(toShopDate('2026-03-09T06:59:59.999Z', SHOP)).toBe('2026-03-08');
      expect(toShopDate('2026-03-09T07:00:00Z', SHOP)).toBe('2026-03-09');
      // The autumn change: 1:30 AM happens twice on Nov 1, and both are that day.
      expect(toShopDate('2026-11-01T08:30:00Z', SHOP)).toBe('2026-11-01');
      expect(toShopDate('2026-11-01T09:30:00Z', SHOP)).toBe('2026-11-01');
      expect(toShopDate('2026-11-02T07:59:00Z', SHOP)).toBe('2026-11-01');
      expect(toShopDate('2026-11-02T08:00:00Z', SHOP)).toBe('2026-11-02');
      expect(toShopDate('2026-03-09T00:30:00+09:00', SHOP)).toBe('2026-03-08');
    },
  );

  it('when the value is no date, a date that does not exist or a time past 23:59, then it is null', () => {
    for (const bad of [
      'soon',
      '2026-02-30',
      '2026-02-30T10:00:00Z',
      '2026-03-08T24:00',
      '2026-03-08T10:00+25:00',
      '2026-03-08 10:00',
    ])
      expect(toShopDate(bad, SHOP), bad).toBeNull();
    expect(toShopDate('2026-03-09', SHOP)).toBe('2026-03-09');
  });
});

describe('shopInstant', () => {
  it('reads a shop-local time on both sides of the DST changes, and each answer is a Date of its own', () => {
    expect(shopInstant('2026-03-07', '10:00', SHOP).toISOString()).toBe('2026-03-07T18:00:00.000Z');
    expect(shopInstant('2026-03-09', '10:00', SHOP).toISOString()).toBe('2026-03-09T17:00:00.000Z');
    expect(shopInstant('2026-11-02', '10:00', SHOP).toISOString()).toBe('2026-11-02T18:00:00.000Z');
    const first = shopInstant('2026-03-09', '10:00', SHOP);
    first.setUTCHours(0);
    // A caller that changes its Date changes nothing another caller is given.
    expect(shopInstant('2026-03-09', '10:00', SHOP).toISOString()).toBe('2026-03-09T17:00:00.000Z');
    expect(shopInstant('2026-03-09', '10:00', 'Europe/Berlin').toISOString()).toBe('2026-03-09T09:00:00.000Z');
  });
});
