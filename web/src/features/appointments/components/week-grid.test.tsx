import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import { calendarTone } from '@shop/shared/appointments/appointment-status';
import { WeekGrid } from './week-grid.tsx';

const appt = (id: number, date: string, start: string, name: string, status: Appointment['status'] = 'scheduled') =>
  ({
    id,
    date,
    start_time: start,
    status,
    is_ghost_slot: false,
    service_type: 'Oil Change',
    user: { name, email: '', phone: '', id: 1, is_ghost: false },
  }) as unknown as Appointment;

const days = ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15'];
const HOURS = [null, ...Array(5).fill({ open: '09:00', close: '18:00' }), null];
// Monday 10:30 in Los Angeles.
const now = new Date('2026-03-09T17:30:00Z');

function renderGrid(appointments: Appointment[], extra: Partial<Parameters<typeof WeekGrid>[0]> = {}) {
  const onEmptySlot = vi.fn();
  const onMove = vi.fn();
  render(
    <WeekGrid
      days={days}
      appointments={appointments}
      bays={2}
      now={now}
      timeZone="America/Los_Angeles"
      hours={HOURS}
      showPast
      onEmptySlot={onEmptySlot}
      onMove={onMove}
      {...extra}
    />,
  );
  return { onEmptySlot, onMove };
}

describe('week grid', () => {
  it('shows 9 hourly rows for 7 days; past slots have no action', () => {
    renderGrid([]);
    expect(screen.getAllByRole('row')).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Schedule Mar 09, 2026 10:00 AM' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Schedule Mar 09, 2026 11:00 AM' })).toBeTruthy();
  });

  it('shows up to bays appointments side by side and offers the slot until it is full', () => {
    const { onEmptySlot } = renderGrid([
      appt(1, '2026-03-10', '09:00', 'Ana Lopez'),
      appt(2, '2026-03-10', '10:00', 'Bo Chen'),
      appt(3, '2026-03-10', '10:00', 'Cy Di'),
    ]);
    const nine = document.querySelector('[data-slot="2026-03-10 09:00"]') as HTMLElement;
    expect(within(nine).getByText('Ana')).toBeTruthy();
    fireEvent.click(within(nine).getByRole('button', { name: /Schedule/ }));
    expect(onEmptySlot).toHaveBeenCalledWith('2026-03-10', 9);
    const ten = document.querySelector('[data-slot="2026-03-10 10:00"]') as HTMLElement;
    expect(within(ten).getAllByText('Oil Change')).toHaveLength(2);
    expect(within(ten).queryByRole('button')).toBeNull();
  });

  it('when a two-bay slot holds one booking, then the booking fills one lane and one "+" covers the free lane', () => {
    renderGrid([appt(1, '2026-03-10', '09:00', 'Ana Lopez')]);
    const lanes = (slot: string) => document.querySelector(`[data-slot="${slot}"] .slot-lanes`) as HTMLElement;
    expect(lanes('2026-03-10 09:00').style.gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
    expect(
      within(lanes('2026-03-10 09:00')).getByRole('button', { name: 'Schedule Mar 10, 2026 9:00 AM' }).style.gridColumn,
    ).toBe('span 1');
    expect(
      within(lanes('2026-03-10 10:00')).getByRole('button', { name: 'Schedule Mar 10, 2026 10:00 AM' }).style
        .gridColumn,
    ).toBe('span 2');
  });

  it('when a waitlist offer holds a time, then it fills a lane as held for that person until its end, and the slot is full', () => {
    const hold = {
      entry_id: 7,
      date: '2026-03-10',
      start_time: '10:00',
      end_time: '11:00',
      is_drop_off: false,
      first_name: 'Dee',
      // 11:00 in Los Angeles.
      expires_at: '2026-03-09T18:00:00Z',
    };
    const dropOff = { ...hold, entry_id: 8, start_time: '11:00', is_drop_off: true, first_name: 'Eve' };
    renderGrid([appt(1, '2026-03-10', '10:00', 'Bo Chen')], { holds: [hold, dropOff] });
    const ten = document.querySelector('[data-slot="2026-03-10 10:00"]') as HTMLElement;
    expect(within(ten).getByText('Held for Dee · waitlist')).toBeTruthy();
    expect(within(ten).getByText('until 11:00 AM')).toBeTruthy();
    expect(within(ten).queryByRole('button')).toBeNull();
    // A drop-off's hold takes no lane of the hourly grid.
    const eleven = document.querySelector('[data-slot="2026-03-10 11:00"]') as HTMLElement;
    expect(within(eleven).queryByText(/Held for/)).toBeNull();
    expect(within(eleven).getByRole('button', { name: 'Schedule Mar 10, 2026 11:00 AM' }).style.gridColumn).toBe(
      'span 2',
    );
  });

  it('offers nothing on closed days', () => {
    renderGrid([]);
    expect(screen.getAllByText('Closed')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Mar 14, 2026/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Mar 15, 2026/ })).toBeNull();
  });

  it('hides past appointments when the toggle is off', () => {
    renderGrid([appt(1, '2026-03-09', '09:00', 'Early Bird')], { showPast: false });
    expect(screen.queryByText('Early')).toBeNull();
  });

  it('shows the drag banner only while Control is held, and makes appointments draggable', () => {
    renderGrid([appt(1, '2026-03-10', '09:00', 'Ana Lopez')]);
    const chip = document.querySelector('[data-appointment="1"]') as HTMLElement;
    expect(chip.getAttribute('draggable')).toBe('false');
    fireEvent.keyDown(window, { key: 'Control' });
    expect(screen.getByText('Ctrl pressed - Drag mode active')).toBeTruthy();
    expect(chip.getAttribute('draggable')).toBe('true');
    fireEvent.keyUp(window, { key: 'Control' });
    expect(screen.queryByText('Ctrl pressed - Drag mode active')).toBeNull();
  });

  it('colours by status as the calendar spec says', () => {
    expect(['confirmed', 'scheduled', 'pending', 'cancelled', 'completed', 'admin_blocked'].map(calendarTone)).toEqual([
      'green',
      'green',
      'yellow',
      'red',
      'blue',
      'purple',
    ]);
  });
});
