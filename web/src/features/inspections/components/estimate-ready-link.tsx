import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { TrackingResponse } from '@shop/shared/tracking/tracking.schema';
import { inspectionMessages as m } from '@shop/shared/inspections/messages';
import { estimateQuery } from '../api/inspection-queries.ts';

/**
 * On the appointment page: a link to the estimate once the shop has sent one, as the appointment's
 * own answer says, so the page asks for no estimate that is not there. When there is one it is
 * read as well: the link then says whether it is answered (also by an answer this device made that
 * still waits in the outbox, or a resend since), and the estimate is kept to open offline.
 */
export function EstimateReadyLink({
  appointmentId,
  token,
  estimate,
}: {
  appointmentId: number;
  token?: string;
  estimate: TrackingResponse['estimate'];
}) {
  const read = useQuery({
    ...estimateQuery(appointmentId, token),
    enabled: Boolean(estimate),
  });
  if (!estimate) return null;
  const status = read.data?.inspection.status ?? estimate;
  return (
    <p className="notice">
      <Link to={`/estimate/${appointmentId}${token ? `?t=${encodeURIComponent(token)}` : ''}`}>
        {status === 'answered' ? m.estimateAnswered : m.estimateReady}
      </Link>
    </p>
  );
}
