import type { AppointmentRequestDto } from '@shop/shared/requests/request.schema';
import { preferredDateText } from './request-details.tsx';

interface RequestRowProps {
  request: AppointmentRequestDto;
  onView: () => void;
  onSchedule: () => void;
  onReject: () => void;
}

/** One pending request in the list; the row opens its details, the buttons act at once. */
export function RequestRow({ request: r, onView, onSchedule, onReject }: RequestRowProps) {
  return (
    <tr className="clickable" onClick={onView}>
      <td>
        {r.first_name} {r.last_name}
        <br />
        <span className="hint">{r.email}</span>
      </td>
      <td>{r.service_needed.length ? r.service_needed.join(', ') : r.service_type}</td>
      <td>{[r.vehicle_make, r.vehicle_model, r.vehicle_year].filter(Boolean).join(' ')}</td>
      <td>
        {preferredDateText(r.preferred_date)}
        {r.preferred_time ? ` (${r.preferred_time})` : ''}
      </td>
      <td>
        <span className="badge tone-yellow">{r.status}</span>
      </td>
      <td className="actions">
        <button
          type="button"
          className="button small"
          onClick={(e) => {
            e.stopPropagation();
            onSchedule();
          }}
        >
          Schedule
        </button>{' '}
        <button
          type="button"
          className="button small danger"
          onClick={(e) => {
            e.stopPropagation();
            onReject();
          }}
        >
          Reject
        </button>
      </td>
    </tr>
  );
}
