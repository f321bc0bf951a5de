import type { TimeSlot } from '@shop/shared/bookings/slot-rules';
import { toDisplayTime } from '@shop/shared/time/time-format';

/** Free start times as pressable buttons, the chosen one pressed: the wizard, a customer's move, staff's reschedule. */
export function TimeGrid(props: {
  label: string;
  slots: TimeSlot[];
  chosen: string;
  onChoose: (start: string) => void;
}) {
  return (
    <div className="time-grid" role="group" aria-label={props.label}>
      {props.slots.map((s) => (
        <button
          key={s.start_time}
          type="button"
          className={`time${props.chosen === s.start_time ? ' selected' : ''}`}
          aria-pressed={props.chosen === s.start_time}
          onClick={() => props.onChoose(s.start_time)}
        >
          {toDisplayTime(s.start_time)}
        </button>
      ))}
    </div>
  );
}
