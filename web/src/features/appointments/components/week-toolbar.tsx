import { ChevronLeft, ChevronRight } from 'lucide-react';
import { addDays } from '@shop/shared/time/shop-time';

interface WeekToolbarProps {
  /** The first day shown (yyyy-MM-dd). */
  start: string;
  today: string;
  onStart: (day: string) => void;
  showPast: boolean;
  onShowPast: (show: boolean) => void;
  /** Present while a request is being scheduled. */
  onClearRequest?: () => void;
}

/** Moves the calendar's week by a day or a week, to today or to a picked date. */
export function WeekToolbar({ start, today, onStart, showPast, onShowPast, onClearRequest }: WeekToolbarProps) {
  return (
    <div className="toolbar">
      <button type="button" className="button small" onClick={() => onStart(today)}>
        Today
      </button>
      <button type="button" className="button small ghost" onClick={() => onStart(addDays(start, -7))}>
        Previous Week
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label="Previous day"
        onClick={() => onStart(addDays(start, -1))}
      >
        <ChevronLeft aria-hidden="true" size={22} />
      </button>
      <button type="button" className="icon-button" aria-label="Next day" onClick={() => onStart(addDays(start, 1))}>
        <ChevronRight aria-hidden="true" size={22} />
      </button>
      <button type="button" className="button small ghost" onClick={() => onStart(addDays(start, 7))}>
        Next Week
      </button>
      <label className="inline-label">
        Select Date{' '}
        <input type="date" name="weekStart" value={start} onChange={(e) => e.target.value && onStart(e.target.value)} />
      </label>
      <label className="check">
        <input type="checkbox" name="showPast" checked={showPast} onChange={(e) => onShowPast(e.target.checked)} /> Show
        past appointments
      </label>
      {onClearRequest && (
        <button type="button" className="button small ghost" onClick={onClearRequest}>
          Clear Selection
        </button>
      )}
    </div>
  );
}
