import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { appointmentMessages as m } from '@shop/shared/appointments/messages';
import { LIST_MENU_STATUSES, statusLabel } from '@shop/shared/appointments/appointment-status';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import { toDisplayDate, toDisplayTime } from '@shop/shared/time/time-format';
import { useAskedValue } from '@/lib/use-asked-value.ts';
import { useWrite } from '@/features/offline/api/run-write.ts';
import { OdometerDialog } from '@/features/vehicles/components/odometer-dialog.tsx';
import { changeAppointmentStatus } from '../api/change-appointment-status.ts';

interface AppointmentRowProps {
  appointment: Appointment;
  onView: () => void;
  onDelete: () => void;
}

/** One row of the admin appointments table; date and time each stay on one line. */
export function AppointmentRow({ appointment: a, onView, onDelete }: AppointmentRowProps) {
  const changeStatus = useWrite(changeAppointmentStatus);
  const [status, askStatus] = useAskedValue(a.status);
  const [completing, setCompleting] = useState(false);
  const change = (next: Appointment['status'], odometer?: number) =>
    askStatus(next, changeStatus.mutateAsync({ appointment: a, status: next, odometer }));
  return (
    <tr>
      <td>
        {a.user.name} {a.user.is_ghost && <span className="badge tone-blue">Ghost</span>}
        <br />
        <span className="hint email">{a.user.email}</span>
      </td>
      <td>{a.service_type}</td>
      <td>{[a.vehicle.make, a.vehicle.model, a.vehicle.year].filter(Boolean).join(' ')}</td>
      <td>
        {a.date ? (
          <>
            <span className="nowrap">{toDisplayDate(a.date)}</span>{' '}
            <span className="nowrap">{toDisplayTime(a.start_time)}</span>
          </>
        ) : (
          m.noDateTime
        )}
        {a.is_ghost_slot && <span className="badge tone-yellow">Ghost Slot</span>}
      </td>
      <td>
        <label className="visually-hidden" htmlFor={`status-${a.id}`}>
          Status of appointment {a.id}
        </label>
        <select
          id={`status-${a.id}`}
          value={status}
          onChange={(e) => {
            const next = e.target.value as Appointment['status'];
            // The car is in front of her: the odometer is asked first, and goes with the status.
            if (next === 'completed') setCompleting(true);
            else change(next);
          }}
          className="narrow-select"
        >
          {LIST_MENU_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
          {!(LIST_MENU_STATUSES as readonly string[]).includes(a.status) && (
            <option value={a.status}>{statusLabel(a.status)}</option>
          )}
        </select>
        {completing && (
          <OdometerDialog
            title={`Complete appointment #${a.id}`}
            action="Mark completed"
            vehicleId={a.vehicle_id}
            onCancel={() => setCompleting(false)}
            onConfirm={(odometer) => {
              setCompleting(false);
              change('completed', odometer);
            }}
          />
        )}
      </td>
      <td className="actions">
        <button type="button" className="button small ghost" onClick={onView}>
          View Details
        </button>{' '}
        <button
          type="button"
          className="icon-button danger-icon"
          aria-label={`Delete appointment ${a.id}`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" size={20} />
        </button>
      </td>
    </tr>
  );
}
