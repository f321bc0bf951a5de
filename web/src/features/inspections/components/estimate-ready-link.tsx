import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { inspectionMessages as m } from '@shop/shared/inspections/messages';
import { estimateQuery } from '../api/inspection-queries.ts';

/** On the appointment page: a link to the estimate once the shop has sent one. */
export function EstimateReadyLink({ appointmentId, token }: { appointmentId: number; token?: string }) {
  const estimate = useQuery(estimateQuery(appointmentId, token));
  if (!estimate.data) return null;
  const answered = estimate.data.inspection.status === 'answered';
  return (
    <p className="notice">
      <Link to={`/estimate/${appointmentId}${token ? `?t=${encodeURIComponent(token)}` : ''}`}>
        {answered ? 'Your answer to the estimate' : m.estimateReady}
      </Link>
    </p>
  );
}
