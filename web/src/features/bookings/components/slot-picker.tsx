import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { bookingMessages as m } from '@shop/shared/bookings/messages';
import { DIAGNOSTICS_SERVICE_ID } from '@shop/shared/bookings/slot-rules';
import { formatInTimeZone } from 'date-fns-tz';
import { OfflineNote } from '@/features/offline/components/offline-note.tsx';
import { ApiError } from '@/lib/api-client.ts';
import type { SlotType } from '@shop/shared/bookings/slot-rules';
import { availableSlotsQuery } from '../api/availability.ts';
import { TimeGrid } from './time-grid.tsx';
import { useCalendarMonth } from './wizard/first-free-month.ts';
import { monthLabel, MonthCalendar } from './wizard/month-calendar.tsx';
import { useShopZone } from '@/features/shop/api/use-shop.ts';

/**
 * The month calendar and the free times of a picked day, for one kind of booking: the wizard's
 * date step, and a customer moving their own appointment.
 */
export function SlotPicker(props: {
  type: SlotType;
  serviceIds: number[];
  date: string;
  time: string;
  timeZone?: string;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
  /** What a booked-up day offers instead of times (the wizard's waitlist); such days can be picked then. */
  whenFull?: (date: string) => ReactNode;
}) {
  const shopZone = useShopZone();
  const zone = props.timeZone ?? shopZone;
  const thisMonth = formatInTimeZone(new Date(), zone, 'yyyy-MM');
  const { type } = props;
  const { month, dates, skippedFrom, choose } = useCalendarMonth({
    thisMonth,
    picked: props.date,
    type,
    serviceIds: props.serviceIds,
  });
  const slots = useQuery({ ...availableSlotsQuery(props.date, type, props.serviceIds), enabled: Boolean(props.date) });
  const slotError = slots.isError && !slots.data;
  return (
    <div className="date-step">
      {props.serviceIds.includes(DIAGNOSTICS_SERVICE_ID) && <p className="note">{m.diagnosticsMorningNote}</p>}
      {(dates.isError || dates.isPaused) && dates.data && <OfflineNote updatedAt={dates.dataUpdatedAt} failed />}
      {dates.isError && !dates.data && (
        <p className="error-box" role="alert">
          {/* A month out of reach (past the booking horizon) is 400 with the reason; other failures are generic. */}
          {dates.error instanceof ApiError && dates.error.status === 400 ? dates.error.message : m.failedToLoadSlots}
        </p>
      )}
      {skippedFrom && (
        <p className="note" role="status">
          {m.skippedAhead(monthLabel(skippedFrom), monthLabel(month))}
        </p>
      )}
      <div className="date-layout">
        <MonthCalendar
          month={month}
          minMonth={thisMonth}
          dates={dates.data}
          loading={dates.isPending && !dates.isPaused}
          selected={props.date}
          onMonth={choose}
          onPick={props.onDate}
          pickFull={props.whenFull !== undefined}
        />
        <div className="times" aria-live="polite">
          <h3>Available times</h3>
          {!props.date && <p className="hint">Pick a highlighted day.</p>}
          {props.date && slots.isPending && !slots.isPaused && (
            <p role="status">
              <span className="spinner" aria-hidden="true" /> Loading times...
            </p>
          )}
          {slotError && <p className="error-box">{m.errorSelectingDate}</p>}
          {props.date && slots.data?.length === 0 && <p className="error-box">{m.noTimesForDate}</p>}
          {props.date && slots.data?.length === 0 && props.whenFull?.(props.date)}
          {slots.data && slots.data.length > 0 && (
            <TimeGrid label="Times" slots={slots.data} chosen={props.time} onChoose={props.onTime} />
          )}
          {(slots.isPaused || (slots.isError && slots.data)) && (
            <p className="hint">These times may be out of date: you are offline.</p>
          )}
        </div>
      </div>
    </div>
  );
}
