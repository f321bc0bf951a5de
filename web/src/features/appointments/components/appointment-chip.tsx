import { useRef } from 'react';
import { calendarTone, statusLabel } from '@shop/shared/appointments/appointment-status';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import { firstName } from '@shop/shared/customers/first-name';

const LONG_PRESS_MS = 550;

interface AppointmentChipProps {
  appointment: Appointment;
  /** Control is held: the chip may be dragged (never from a past slot). */
  dragMode: boolean;
  past: boolean;
  moving: boolean;
  onPickUp: () => void;
}

/** One booking filling its bay lane: first name and service, coloured by status. */
export function AppointmentChip({ appointment: a, dragMode, past, moving, onPickUp }: AppointmentChipProps) {
  const press = useRef<number | null>(null);
  const cancelPress = () => {
    if (press.current !== null) window.clearTimeout(press.current);
    press.current = null;
  };
  const first = firstName(a.user.name);
  return (
    <div
      className={`appt tone-${calendarTone(a.status)}${moving ? ' moving' : ''}`}
      draggable={dragMode && !past}
      data-appointment={a.id}
      title={`${a.user.name}, ${a.service_type} (${statusLabel(a.status)})`}
      onDragStart={(e) => {
        if (!e.ctrlKey && !dragMode) return e.preventDefault();
        e.dataTransfer.setData('text/plain', String(a.id));
        e.dataTransfer.effectAllowed = 'copyMove';
      }}
      onPointerDown={(e) => {
        if (e.pointerType !== 'touch' || past) return;
        press.current = window.setTimeout(onPickUp, LONG_PRESS_MS);
      }}
      onPointerUp={cancelPress}
      onPointerLeave={cancelPress}
      onContextMenu={(e) => moving && e.preventDefault()}
    >
      <strong>{first}</strong> <span>{a.service_type}</span>
    </div>
  );
}
