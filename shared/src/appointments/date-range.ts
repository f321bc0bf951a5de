import { addDays } from '../time/shop-time.ts';

export type DateFilter = 'all' | 'today' | 'week' | 'month' | 'custom';

/**
 * The inclusive yyyy-MM-dd range a date filter covers, from the shop's today: week is today plus
 * the next 6 days, month the calendar month. Null means no date limit.
 */
export function dateFilterRange(
  filter: DateFilter,
  today: string,
  custom?: { from?: string; to?: string },
): { from?: string; to?: string } | null {
  switch (filter) {
    case 'today':
      return { from: today, to: today };
    case 'week':
      return { from: today, to: addDays(today, 6) };
    case 'month': {
      const first = `${today.slice(0, 7)}-01`;
      const [y, m] = today.split('-').map(Number);
      const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
      return { from: first, to: `${today.slice(0, 7)}-${String(last).padStart(2, '0')}` };
    }
    case 'custom':
      return custom?.from || custom?.to ? { from: custom.from, to: custom.to } : null;
    default:
      return null;
  }
}
