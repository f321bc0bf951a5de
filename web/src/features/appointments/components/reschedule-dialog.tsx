import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { appointmentMessages as m } from '@shop/shared/appointments/messages';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import type { TimeSlot } from '@shop/shared/bookings/slot-rules';
import { shopDateOf } from '@shop/shared/time/shop-time';
import { Modal } from '@/components/modal.tsx';
import { TimeGrid } from '@/features/bookings/components/time-grid.tsx';
import { useWrite } from '@/features/offline/api/run-write.ts';
import { freeSlotsQuery } from '../api/appointment-queries.ts';
import { rescheduleAppointment } from '../api/edit-appointment.ts';
import { useShopZone } from '@/features/shop/api/use-shop.ts';

/** The free times of the chosen day, as buttons. */
function FreeTimes({
  slots,
  chosen,
  onChoose,
}: {
  slots: UseQueryResult<TimeSlot[]>;
  chosen: string;
  onChoose: (start: string) => void;
}) {
  return (
    <>
      {slots.isPending && <p role="status">Loading times...</p>}
      {slots.isError && <p className="error-box">{m.failedSlots}</p>}
      {slots.data?.length === 0 && <p>No free times on this day.</p>}
      {slots.data && slots.data.length > 0 && (
        <TimeGrid label="Free times" slots={slots.data} chosen={chosen} onChoose={onChoose} />
      )}
    </>
  );
}

/** Pick a date (not before today) and one of its free slots, then move the appointment there. */
export function RescheduleDialog({
  appointment,
  onClose,
}: {
  appointment: Appointment;
  onClose: (moved: boolean) => void;
}) {
  const reschedule = useWrite(rescheduleAppointment);
  const today = shopDateOf(new Date(), useShopZone());
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState('');
  const [error, setError] = useState<string | null>(null);
  const slots = useQuery({ ...freeSlotsQuery(appointment, date), enabled: date >= today });

  async function confirm() {
    if (!date || !slot) return setError(m.selectDateAndSlot);
    const out = await reschedule.mutateAsync({ appointment, date, start: slot });
    if (out.ok) onClose(true);
  }

  return (
    <Modal
      title="Reschedule appointment"
      onClose={() => onClose(false)}
      footer={
        <>
          <button type="button" className="button ghost" onClick={() => onClose(false)}>
            Cancel
          </button>
          <button type="button" className="button" disabled={reschedule.isPending} onClick={() => void confirm()}>
            {reschedule.isPending ? m.saving : 'Confirm Reschedule'}
          </button>
        </>
      }
    >
      {error && (
        <p className="error-box" role="alert">
          {error}
        </p>
      )}
      <div className="field">
        <label htmlFor="reschedule-date">New date</label>
        <input
          id="reschedule-date"
          type="date"
          min={today}
          value={date}
          onChange={(e) => {
            const v = e.target.value;
            setSlot('');
            setError(v && v < today ? m.dateBeforeToday : null);
            setDate(v);
          }}
        />
      </div>
      {date && date >= today && (
        <div className="section" aria-live="polite">
          <FreeTimes slots={slots} chosen={slot} onChoose={setSlot} />
        </div>
      )}
    </Modal>
  );
}
