import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AvailableDatesResponse } from '@shop/shared/bookings/booking.schema';
import type { SlotType } from '@shop/shared/bookings/slot-rules';
import { availableDatesQuery } from '../../api/availability.ts';

/** How many months past the current one the calendar looks for a free day on its own. */
export const MONTHS_TO_LOOK_AHEAD = 3;

export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

const monthsBetween = (from: string, to: string) => {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm);
};

/**
 * The month to move to when the shown one has no free day, or null to stay: only while the
 * customer has not picked a month themselves, and at most MONTHS_TO_LOOK_AHEAD months ahead.
 */
export function monthToSkipTo(
  shown: string,
  firstMonth: string,
  dates: AvailableDatesResponse | undefined,
): string | null {
  if (!dates || Object.values(dates).some((d) => d.has_slots)) return null;
  if (monthsBetween(firstMonth, shown) >= MONTHS_TO_LOOK_AHEAD) return null;
  return shiftMonth(shown, 1);
}

/**
 * The wizard calendar's month and its free days. It opens on the first month with a free day (a
 * customer on the 30th should not face a month of grey days) and remembers the month it skipped,
 * to say so. A month the customer picks, or the month of a date already chosen, stays put.
 */
export function useCalendarMonth(p: { thisMonth: string; picked: string; type: SlotType; serviceIds: number[] }) {
  const [month, setMonth] = useState(p.picked ? p.picked.slice(0, 7) : p.thisMonth);
  const [chosenByHand, setChosenByHand] = useState(Boolean(p.picked));
  const [skippedFrom, setSkippedFrom] = useState<string | null>(null);
  const dates = useQuery(availableDatesQuery(month, p.type, p.serviceIds));
  const next = chosenByHand ? null : monthToSkipTo(month, p.thisMonth, dates.data);
  useEffect(() => {
    if (!next) return;
    setSkippedFrom((from) => from ?? month);
    setMonth(next);
  }, [next, month]);
  const choose = (m: string) => {
    setChosenByHand(true);
    setSkippedFrom(null);
    setMonth(m);
  };
  return { month, dates, skippedFrom: next ? null : skippedFrom, choose };
}
