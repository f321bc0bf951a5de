import type { Appointment } from '@shop/shared/bookings/booking.schema';
import { appointmentMessages as m } from '@shop/shared/appointments/messages';
import { AppointmentRow } from './appointment-row.tsx';

interface AppointmentsTableProps {
  rows: Appointment[];
  /** How many match on the server, and how many of them are loaded. */
  total: number | undefined;
  loaded: number;
  fetching: boolean;
  onView: (a: Appointment) => void;
  onDelete: (a: Appointment) => void;
  onShowMore: () => void;
}

/** The admin appointments table, pages of 50 with Show more. */
export function AppointmentsTable({
  rows,
  total,
  loaded,
  fetching,
  onView,
  onDelete,
  onShowMore,
}: AppointmentsTableProps) {
  return (
    <div className="table-wrap">
      {fetching && (
        <p role="status" className="hint">
          {m.updatingResults}
        </p>
      )}
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Customer</th>
            <th scope="col">Service</th>
            <th scope="col">Vehicle</th>
            <th scope="col">Date &amp; Time</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((a) => (
            <AppointmentRow key={a.id} appointment={a} onView={() => onView(a)} onDelete={() => onDelete(a)} />
          ))}
        </tbody>
      </table>
      <p className="hint">
        Showing {rows.length} of {total ?? rows.length}{' '}
        {(total ?? 0) > loaded && (
          <button type="button" className="button small ghost" onClick={onShowMore}>
            Show more
          </button>
        )}
      </p>
    </div>
  );
}
