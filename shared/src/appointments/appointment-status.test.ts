import { describe, expect, it } from 'vitest';
import { calendarTone, holdsBay, statusFilterLabel, statusLabel, statusTone } from './appointment-status.ts';

describe('appointment status', () => {
  it('when a status is shown, then it has one label, whichever way "cancelled" is spelled', () => {
    expect(['scheduled', 'canceled', 'cancelled', 'admin_blocked'].map(statusLabel)).toEqual([
      'Scheduled',
      'Cancelled',
      'Cancelled',
      'Admin Blocked',
    ]);
    expect(statusFilterLabel('admin_blocked')).toBe('Blocked');
  });

  it('when coloured, then badges fold the calendar purple into blue', () => {
    expect(['confirmed', 'pending', 'canceled', 'completed', 'admin_blocked'].map(calendarTone)).toEqual([
      'green',
      'yellow',
      'red',
      'blue',
      'purple',
    ]);
    expect(statusTone('admin_blocked')).toBe('blue');
  });

  it('when cancelled, then the appointment holds no bay; in every other status it does', () => {
    expect(['cancelled', 'canceled'].some(holdsBay)).toBe(false);
    expect(['scheduled', 'confirmed', 'pending', 'completed', 'admin_blocked'].every(holdsBay)).toBe(true);
  });
});
