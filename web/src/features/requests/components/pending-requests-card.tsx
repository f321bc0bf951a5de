import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { staffRequestMessages as m } from '@shop/shared/requests/messages';
import { adminRequestsQuery } from '../api/request-queries.ts';

const LATEST = 3;

/** How many requests wait for an answer, the newest few, and the way to the requests tab. */
export function PendingRequestsCard() {
  const q = useQuery(adminRequestsQuery);
  const latest = [...(q.data ?? [])].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, LATEST);
  return (
    <section className="card" aria-labelledby="pending-requests-title">
      <h2 id="pending-requests-title">Pending requests</h2>
      {q.data ? (
        <>
          <p>
            <span className="stat-value">{q.data.length}</span> waiting for a date or an answer
          </p>
          {latest.length > 0 && (
            <ul className="plain board-list">
              {latest.map((r) => (
                <li key={r.request_id}>
                  {r.first_name} {r.last_name}: {r.service_needed.length ? r.service_needed.join(', ') : r.service_type}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <p className="hint">{q.isPending ? 'Loading...' : m.failedFetchRequests}</p>
      )}
      <Link to="/admin/appointments?tab=requests">Open the requests tab</Link>
    </section>
  );
}
