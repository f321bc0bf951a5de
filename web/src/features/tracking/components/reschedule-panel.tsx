import { useEffect, useState } from 'react';
import type { TrackingResponse } from '@shop/shared/tracking/tracking.schema';
import { toDisplayMoment } from '@shop/shared/time/time-format';
import { SlotPicker } from '@/features/bookings/components/slot-picker.tsx';
import { refreshAvailability } from '@/features/bookings/api/availability.ts';

/** The wizard's month calendar and times for this appointment's own kind of slot, then "Move". */
export function ReschedulePanel(props: {
  appointment: TrackingResponse;
  busy: boolean;
  error: string | null;
  onMove: (to: { date: string; start_time: string }) => void;
  onClose: () => void;
}) {
  const a = props.appointment;
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  // Times seen a moment ago may be gone (that is often why the picker opens again): ask afresh.
  useEffect(() => {
    refreshAvailability();
  }, []);
  return (
    <section className="card" aria-labelledby="reschedule-title">
      <h2 id="reschedule-title">Pick a new time</h2>
      <p className="hint">
        Now: {toDisplayMoment(a.date, a.start_time)}. Moving is free until your appointment starts.
      </p>
      {a.move_note && <p className="note">{a.move_note}</p>}
      {props.error && (
        <p className="error-box" role="alert">
          {props.error}
        </p>
      )}
      <SlotPicker
        type={a.type}
        serviceIds={a.services.map((s) => s.id)}
        date={date}
        time={time}
        onDate={(d) => {
          setDate(d);
          setTime('');
        }}
        onTime={setTime}
      />
      <div className="button-row">
        <button
          type="button"
          className="button"
          disabled={!date || !time || props.busy}
          onClick={() => props.onMove({ date, start_time: time })}
        >
          {props.busy ? 'Moving...' : date && time ? `Move to ${toDisplayMoment(date, time)}` : 'Move appointment'}
        </button>
        <button type="button" className="button ghost" onClick={props.onClose}>
          Keep current time
        </button>
      </div>
    </section>
  );
}
