import { describe, expect, it } from 'vitest';
import { adminSearchQuerySchema } from './appointments.schema.ts';
import {
  isFiltered,
  matchesSearch,
  sortAppointments,
  type FilterableAppointment,
  type SearchState,
} from './appointment-filters.ts';
import { dateFilterRange } from './date-range.ts';

const appt = (over: Partial<FilterableAppointment> & { date: string }): FilterableAppointment => ({
  start_time: '09:00',
  status: 'scheduled',
  user: { name: 'Ana Lopez', email: 'ana@example.com', phone: '(510) 555-0100' },
  vehicle: { make: 'Toyota', model: 'Corolla', year: '2018', vin: '1HGCM82633A004352', license: '7ABC123' },
  ...over,
});
const state = (over: Partial<SearchState> = {}): SearchState => ({ ...adminSearchQuerySchema.parse({}), ...over });
const today = '2026-03-11';

describe('admin filters', () => {
  it('computes date ranges: week is today plus 6 days, month is the calendar month', () => {
    expect(dateFilterRange('today', today)).toEqual({ from: today, to: today });
    expect(dateFilterRange('week', today)).toEqual({ from: today, to: '2026-03-17' });
    expect(dateFilterRange('month', '2026-02-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(dateFilterRange('custom', today, { from: '2026-01-01' })).toEqual({ from: '2026-01-01', to: undefined });
    expect(dateFilterRange('all', today)).toBeNull();
  });
  it('filters by status, treating canceled as cancelled', () => {
    expect(matchesSearch(appt({ date: today, status: 'canceled' }), state({ status: 'cancelled' }), today)).toBe(true);
    expect(matchesSearch(appt({ date: today }), state({ status: 'completed' }), today)).toBe(false);
  });
  it('filters by date chip', () => {
    expect(matchesSearch(appt({ date: '2026-03-17' }), state({ date: 'week' }), today)).toBe(true);
    expect(matchesSearch(appt({ date: '2026-03-18' }), state({ date: 'week' }), today)).toBe(false);
  });
  it('searches by type and by advanced fields', () => {
    const a = appt({ date: today });
    expect(matchesSearch(a, state({ search: 'lopez', searchType: 'name' }), today)).toBe(true);
    expect(matchesSearch(a, state({ search: 'lopez', searchType: 'email' }), today)).toBe(false);
    expect(matchesSearch(a, state({ search: '5105550100', searchType: 'phone' }), today)).toBe(true);
    expect(matchesSearch(a, state({ search: 'corolla' }), today)).toBe(true);
    expect(matchesSearch(a, state({ vin: '004352', licensePlate: '7abc' }), today)).toBe(true);
    expect(matchesSearch(a, state({ vehicleMake: 'honda' }), today)).toBe(false);
  });
  it('knows when any filter is active', () => {
    expect(isFiltered(state())).toBe(false);
    expect(isFiltered(state({ vin: 'x' }))).toBe(true);
  });
  it('sorts upcoming ascending, then past descending', () => {
    const list = [
      { id: 1, date: '2026-03-10', start_time: '09:00' },
      { id: 2, date: '2026-03-12', start_time: '10:00' },
      { id: 3, date: '2026-03-11', start_time: '15:00' },
      { id: 4, date: '2026-03-01', start_time: '09:00' },
      { id: 5, date: '2026-03-11', start_time: '09:00' },
    ];
    expect(sortAppointments(list, today, '12:00').map((a) => a.id)).toEqual([3, 2, 5, 1, 4]);
  });
});
