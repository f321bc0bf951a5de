import { Link } from 'react-router-dom';
import type { Confirmation } from '../../api/confirmation.ts';
import { shareAppointment } from './share-appointment.ts';
import { trackingPath } from './tracking-path.ts';
import { useConfirmationCalendarHref } from './use-calendar-file-href.ts';

/** Home, print, share, calendar file and tracking: the buttons under the confirmation. */
export function ConfirmationActions({ confirmation: c }: { confirmation: Confirmation }) {
  const ics = useConfirmationCalendarHref(c);
  const trackUrl = trackingPath(c);
  return (
    <div className="button-row no-print">
      <Link to="/" className="button">
        Return to Home
      </Link>
      <button type="button" className="button ghost" onClick={() => window.print()}>
        Print
      </button>
      <button type="button" className="button ghost" onClick={() => void shareAppointment(c)}>
        Share
      </button>
      {ics && (
        <a className="button ghost" href={ics} download={`${c.order_id}.ics`}>
          Add to calendar
        </a>
      )}
      {trackUrl && (
        <Link className="button ghost" to={trackUrl}>
          Track appointment
        </Link>
      )}
    </div>
  );
}
