import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminMessages as m } from '@shop/shared/admin/messages';
import type { AppointmentRequestDto } from '@shop/shared/requests/request.schema';
import { Modal } from '@/components/modal.tsx';
import { useAdminWrite } from '../api/admin-write.ts';
import { adminRequestsQuery } from '../api/admin-queries.ts';
import { rejectRequest } from '../api/reject-request.ts';
import { preferredDateText, RequestDetails } from './request-details.tsx';

/** The admin list of pending appointment requests: view, schedule on the calendar, or reject. */
export function RequestsTab() {
  const q = useQuery(adminRequestsQuery);
  const navigate = useNavigate();
  const [rejecting, setRejecting] = useState<AppointmentRequestDto | null>(null);
  const [viewing, setViewing] = useState<AppointmentRequestDto | null>(null);
  const schedule = (r: AppointmentRequestDto) => navigate('/admin/calendar', { state: { request: r } });
  const reject = useAdminWrite(rejectRequest);
  if (q.isPending) return <p role="status">{m.loadingAppointments}</p>;
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
            <tr key={r.request_id} className="clickable" onClick={() => setViewing(r)}>
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
                    schedule(r);
                  }}
                >
                  Schedule
                </button>{' '}
                <button
                  type="button"
                  className="button small danger"
                  onClick={(e) => {
                    e.stopPropagation();
                    setRejecting(r);
                  }}
                >
                  Reject
                </button>
              </td>
            </tr>
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
        <Modal
          title={m.rejectTitle}
          onClose={() => setRejecting(null)}
          footer={
            <>
              <button type="button" className="button ghost" onClick={() => setRejecting(null)}>
                Cancel
              </button>
              <button
                type="button"
                className="button danger"
                onClick={() => {
                  setRejecting(null);
                  void reject.mutateAsync({ request: rejecting });
                }}
              >
                Reject
              </button>
            </>
          }
        >
          <p>{m.rejectConfirm}</p>
        </Modal>
      )}
    </div>
  );
}
