import { describe, expect, it } from 'vitest';
import { dayOccupancy } from './day-occupancy.ts';

const held = (id: number, date: string, start_time: string, status = 'scheduled', is_ghost_slot = false) =>
  ({ id, date, start_time, status, is_ghost_slot }) as Parameters<typeof dayOccupancy>[0][number];

describe('dayOccupancy', () => {
  const list = [
    held(1, '2026-03-10', '09:00'),
    held(2, '2026-03-10', '09:00', 'confirmed'),
    held(3, '2026-03-10', '10:00', 'cancelled'),
    held(4, '2026-03-10', '10:30', 'scheduled', true),
    held(5, '2026-03-11', '09:00'),
  ];

  it('counts the hourly bookings per start and the drop-offs of that day only, without cancelled ones', () => {
    const day = dayOccupancy(list, '2026-03-10');
    expect([...day.hourly]).toEqual([['09:00', 2]]);
    expect(day.dropOffs).toBe(1);
  });

  it('leaves out the appointment being moved', () => {
    expect(dayOccupancy(list, '2026-03-10', 2).hourly.get('09:00')).toBe(1);
    expect(dayOccupancy(list, '2026-03-10', 4).dropOffs).toBe(0);
  });

  it('counts the times live waitlist offers hold like bookings, of that day only', () => {
    const holds = [
      { date: '2026-03-10', start_time: '09:00', is_drop_off: false },
      { date: '2026-03-10', start_time: '10:00', is_drop_off: true },
      { date: '2026-03-11', start_time: '11:00', is_drop_off: false },
    ];
    const day = dayOccupancy(list, '2026-03-10', undefined, holds);
    expect([...day.hourly]).toEqual([['09:00', 3]]);
    expect(day.dropOffs).toBe(2);
  });
});
