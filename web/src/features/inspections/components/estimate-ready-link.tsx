import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { TrackingResponse } from '@shop/shared/tracking/tracking.schema';
import { inspectionMessages as m } from '@shop/shared/inspections/messages';
import { estimateQuery } from '../api/inspection-queries.ts';

/**
 * On the appointment page: a link to the estimate once the shop has sent one, as the appointment's
 * own answer says (so the page asks for no estimate that is not there). An answer this device
 * made, maybe still waiting in the outbox, is in the estimate's cached copy: that one wins.
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
  const cached = useQuery({ ...estimateQuery(appointmentId, token), enabled: false }).data;
  const status = cached?.inspection.status ?? estimate;
  if (status !== 'sent' && status !== 'answered') return null;
  return (
    <p className="notice">
      <Link to={`/estimate/${appointmentId}${token ? `?t=${encodeURIComponent(token)}` : ''}`}>
        {status === 'answered' ? 'Your answer to the estimate' : m.estimateReady}
      </Link>
    </p>
  );
}
