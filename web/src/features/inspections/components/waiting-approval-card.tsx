import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from '@/lib/toast.ts';
import { Link } from 'react-router-dom';
import { answeredAmong } from '../api/answered-estimates.ts';
import { waitingEstimatesQuery } from '../api/inspection-queries.ts';

/**
 * Dashboard: estimates sent and not answered yet. Staff hear by a toast of one that leaves the list
 * because its customer answered (the staff mail follows the Email switch); not of one cancelled.
 */
export function WaitingApprovalCard() {
  const q = useQuery(waitingEstimatesQuery);
  const seen = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!q.data) return;
    const now = new Set(q.data.map((w) => w.appointment_id));
    const left = [...(seen.current ?? [])].filter((id) => !now.has(id));
    seen.current = now;
    if (left.length === 0) return;
    void answeredAmong(left).then((answered) =>
      answered.forEach((id) => toast.success(`The customer answered the estimate of #${id}`)),
    );
  }, [q.data]);
  return (
    <section className="card" aria-labelledby="waiting-title">
      <h2 id="waiting-title">Waiting for approval</h2>
      {!q.data?.length ? (
        <p className="hint">No estimate is waiting for a customer.</p>
      ) : (
        <ul>
          {q.data.map((w) => (
            <li key={w.appointment_id}>
              <Link to={`/admin/inspections/${w.appointment_id}`}>
                #{w.appointment_id} {w.contact_first_name} {w.contact_last_name}, {w.vehicle_make} {w.vehicle_model}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
