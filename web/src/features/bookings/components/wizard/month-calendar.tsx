import { ChevronLeft, ChevronRight } from 'lucide-react';
import { toCalendarKey } from '@shop/shared/time/shop-time';
import type { AvailableDatesResponse } from '@shop/shared/bookings/booking.schema';
import { shiftMonth } from './first-free-month.ts';

const HEADINGS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "November 2026" for 2026-11. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return `${MONTHS[m - 1]} ${y}`;
}

/** "30 November 2026" for 2026-11-30: the visible day number first, as screen readers should hear it. */
export function dayLabel(date: string): string {
  return `${Number(date.slice(8))} ${monthLabel(date.slice(0, 7))}`;
}

/** A month grid, weeks starting Sunday; only days the server says have slots can be picked. */
/** A day with a free time; with `full`, also a day booked up (it has bookings and no free time). */
const pickable = (day: { has_slots: boolean; scheduled: unknown[] } | undefined, full: boolean) =>
  Boolean(day?.has_slots || (full && day && day.scheduled.length > 0));

export function MonthCalendar(props: {
  month: string;
  minMonth: string;
  dates: AvailableDatesResponse | undefined;
  loading: boolean;
  selected: string;
  onMonth: (m: string) => void;
  onPick: (date: string) => void;
  /** Booked-up days (bookings, no free time) can be picked too: for the waitlist. */
  pickFull?: boolean;
}) {
  const { month, dates, loading, selected } = props;
  const [y, m] = month.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const cells: (string | null)[] = [
    ...Array(first).fill(null),
    ...Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`),
  ];
  return (
    <div className="calendar" aria-busy={loading}>
      <div className="calendar-head">
        <button
          type="button"
          className="icon-button"
          aria-label="Previous month"
          disabled={month <= props.minMonth}
          onClick={() => props.onMonth(shiftMonth(month, -1))}
        >
          <ChevronLeft aria-hidden="true" size={22} />
        </button>
        <h3 aria-live="polite">{monthLabel(month)}</h3>
        <button
          type="button"
          className="icon-button"
          aria-label="Next month"
          onClick={() => props.onMonth(shiftMonth(month, 1))}
        >
          <ChevronRight aria-hidden="true" size={22} />
        </button>
      </div>
      {loading ? (
        <div className="calendar-loading" role="status">
          <span className="spinner" aria-hidden="true" /> Loading available dates...
        </div>
      ) : (
        <div className="calendar-grid" role="grid" aria-label={monthLabel(month)}>
          <div role="row" className="calendar-row">
            {HEADINGS.map((h) => (
              <span key={h} role="columnheader" className="calendar-heading">
                {h}
              </span>
            ))}
          </div>
          {Array.from({ length: Math.ceil(cells.length / 7) }, (_, w) => (
            <div role="row" className="calendar-row" key={w}>
              {cells
                .slice(w * 7, w * 7 + 7)
                .map((date, i) =>
                  date ? (
                    <DayCell
                      key={date}
                      date={date}
                      selected={selected === date}
                      enabled={pickable(dates?.[toCalendarKey(date)], props.pickFull === true)}
                      full={dates?.[toCalendarKey(date)]?.has_slots === false}
                      onPick={props.onPick}
                    />
                  ) : (
                    <span role="gridcell" key={`e${w}-${i}`} />
                  ),
                )}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

/** A day: free, booked up (pickable only where the wizard offers its waitlist), or closed. */
function DayCell(props: {
  date: string;
  selected: boolean;
  enabled: boolean;
  full: boolean;
  onPick: (date: string) => void;
}) {
  const { date } = props;
  return (
    <span role="gridcell">
      <button
        type="button"
        className={`day${props.selected ? ' selected' : ''}${props.full && props.enabled ? ' full' : ''}`}
        disabled={!props.enabled}
        aria-pressed={props.selected}
        aria-label={dayLabel(date)}
        data-date={date}
        data-full={props.full || undefined}
        onClick={() => props.onPick(date)}
      >
        {Number(date.slice(8))}
      </button>
    </span>
  );
}
