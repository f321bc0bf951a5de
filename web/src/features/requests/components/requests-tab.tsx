import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { appointmentMessages } from '@shop/shared/appointments/messages';
import { staffRequestMessages as m } from '@shop/shared/requests/messages';
import type { AppointmentRequestDto } from '@shop/shared/requests/request.schema';
import { ConfirmModal } from '@/components/confirm-modal.tsx';
import { useWrite } from '@/features/offline/api/run-write.ts';
import { adminRequestsQuery } from '../api/request-queries.ts';
import { rejectRequest } from '../api/reject-request.ts';
import { RequestDetails } from './request-details.tsx';
import { RequestRow } from './request-row.tsx';

/** The admin list of pending appointment requests: view, schedule on the calendar, or reject. */
export function RequestsTab() {
  const q = useQuery(adminRequestsQuery);
  const navigate = useNavigate();
  const [rejecting, setRejecting] = useState<AppointmentRequestDto | null>(null);
  const [viewing, setViewing] = useState<AppointmentRequestDto | null>(null);
  const schedule = (r: AppointmentRequestDto) => navigate('/admin/calendar', { state: { request: r } });
  const reject = useWrite(rejectRequest);
  if (q.isPending) return <p role="status">{appointmentMessages.loadingAppointments}</p>;
  if (!q.data) return <p className="error-box">{m.failedFetchRequests}</p>;
  if (q.data.length === 0) return <p>{m.noRequests}</p>;
  return (
    <div className="table-wrap">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Customer</th>
            <th scope="col">Service</th>
            <th scope="col">Vehicle</th>
            <th scope="col">Preferred Date</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {q.data.map((r) => (
            <RequestRow
              key={r.request_id}
              request={r}
              onView={() => setViewing(r)}
              onSchedule={() => schedule(r)}
              onReject={() => setRejecting(r)}
            />
          ))}
        </tbody>
      </table>
      {viewing && (
        <RequestDetails
          request={viewing}
          onClose={() => setViewing(null)}
          onDecline={() => {
            setRejecting(viewing);
            setViewing(null);
          }}
          onSchedule={() => schedule(viewing)}
        />
      )}
      {rejecting && (
        <ConfirmModal
          title={m.rejectTitle}
          message={m.rejectConfirm}
          confirm="Reject"
          onCancel={() => setRejecting(null)}
          onConfirm={() => {
            setRejecting(null);
            void reject.mutateAsync({ request: rejecting });
          }}
        />
      )}
    </div>
  );
}
