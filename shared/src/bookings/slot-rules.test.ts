import { describe, expect, it } from 'vitest';
import { defaultShopConfig } from '../shop/shop-config.schema.ts';
import { shopInstant } from '../time/shop-time.ts';
import { availableSlots, EMPTY_DAY, isSlotAvailable, type SlotQuery } from './slot-rules.ts';

const config = defaultShopConfig;
const sundayOpen = { ...config, hours: config.hours.map((h, i) => (i === 0 ? { open: '09:00', close: '18:00' } : h)) };
const longAgo = new Date('2020-01-01T00:00:00Z');
const q = (over: Partial<SlotQuery>): SlotQuery => ({
  date: '2026-03-09',
  type: 'hourly',
  serviceIds: [1],
  now: longAgo,
  config,
  occupancy: EMPTY_DAY,
  ...over,
});
const starts = (query: SlotQuery) => availableSlots(query).map((s) => s.start_time);

describe('slot rules', () => {
  it('when a weekday is open, then hourly slots run 9:00 to 17:00 and end an hour later', () => {
    const slots = availableSlots(q({}));
    expect(slots.map((s) => s.start_time)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
    expect(slots[8]).toEqual({ start_time: '17:00', end_time: '18:00' });
  });

  it('when the day is a weekend, then nothing is bookable', () => {
    expect(starts(q({ date: '2026-03-07' }))).toEqual([]);
    expect(starts(q({ date: '2026-03-08' }))).toEqual([]);
    expect(starts(q({ date: '2026-03-07', type: 'dropoff' }))).toEqual([]);
  });

  it('when same-day is chosen, then only 9, 10 and 11 start', () => {
    expect(starts(q({ type: 'sameday' }))).toEqual(['09:00', '10:00', '11:00']);
  });

  it('when drop-off is chosen, then times run every 30 minutes from 10:00 to 17:30', () => {
    const s = starts(q({ type: 'dropoff' }));
    expect(s[0]).toBe('10:00');
    expect(s.at(-1)).toBe('17:30');
    expect(s).toHaveLength(16);
  });

  it('when drop-offs reach dropOffsPerDay, then no drop-off time is offered', () => {
    expect(starts(q({ type: 'dropoff', occupancy: { hourly: new Map(), dropOffs: 4 } }))).toEqual([]);
    expect(starts(q({ type: 'dropoff', occupancy: { hourly: new Map(), dropOffs: 3 } }))).toHaveLength(16);
  });

  it('when diagnostics is selected, then only morning starts remain', () => {
    expect(starts(q({ serviceIds: [1, 4] }))).toEqual(['09:00', '10:00', '11:00']);
    expect(starts(q({ serviceIds: [4], type: 'dropoff' }))).toEqual(['10:00', '10:30', '11:00', '11:30']);
  });

  it('when a slot holds `bays` bookings, then it is full', () => {
    const occupancy = {
      hourly: new Map([
        ['10:00', 2],
        ['11:00', 1],
      ]),
      dropOffs: 0,
    };
    expect(starts(q({ occupancy }))).not.toContain('10:00');
    expect(starts(q({ occupancy }))).toContain('11:00');
    expect(starts(q({ occupancy, config: { ...config, bays: 3 } }))).toContain('10:00');
  });

  it('when a slot has started, then it is in the past and not offered', () => {
    const now = shopInstant('2026-03-09', '10:00', config.timeZone);
    expect(starts(q({ now }))[0]).toBe('11:00');
    expect(isSlotAvailable(q({ now }), '10:00')).toBe(false);
    expect(starts(q({ date: '2026-03-06', now }))).toEqual([]);
  });

  it('when DST starts (2026-03-08), then slot instants follow PDT and the past is judged by it', () => {
    expect(shopInstant('2026-03-06', '09:00', config.timeZone).toISOString()).toBe('2026-03-06T17:00:00.000Z');
    expect(shopInstant('2026-03-09', '09:00', config.timeZone).toISOString()).toBe('2026-03-09T16:00:00.000Z');
    // 17:30Z is 10:30 PDT: a fixed UTC-8 clock would wrongly still offer 10:00.
    const now = new Date('2026-03-08T17:30:00Z');
    expect(starts(q({ date: '2026-03-08', config: sundayOpen, now }))[0]).toBe('11:00');
  });

  it('when DST ends (2026-11-01), then slot instants follow PST again', () => {
    expect(shopInstant('2026-10-30', '09:00', config.timeZone).toISOString()).toBe('2026-10-30T16:00:00.000Z');
    expect(shopInstant('2026-11-02', '09:00', config.timeZone).toISOString()).toBe('2026-11-02T17:00:00.000Z');
    // 16:30Z is 8:30 PST on Nov 1: every slot of that day is still ahead.
    const now = new Date('2026-11-01T16:30:00Z');
    expect(starts(q({ date: '2026-11-01', config: sundayOpen, now }))).toHaveLength(9);
    expect(starts(q({ date: '2026-11-01', now }))).toEqual([]);
  });
});
