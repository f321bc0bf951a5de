import { appointmentMessages as m } from '@shop/shared/appointments/messages';
import type { AppointmentRequestDto } from '@shop/shared/requests/request.schema';
import { isIsoDate } from '@shop/shared/time/shop-time';
import { toDisplayDate } from '@shop/shared/time/time-format';
import { Modal } from '@/components/modal.tsx';

/** 'Flexible' when absent, 'Invalid date' when unreadable. */
export function preferredDateText(value: string | null): string {
  if (!value) return m.flexible;
  return isIsoDate(value) ? toDisplayDate(value) : m.invalidDate;
}

interface RequestDetailsProps {
  request: AppointmentRequestDto;
  onClose: () => void;
  onDecline: () => void;
  onSchedule: () => void;
}

/** Everything a customer wrote in a request, with Decline and Schedule while it is pending. */
export function RequestDetails({ request, onClose, onDecline, onSchedule }: RequestDetailsProps) {
  return (
    <Modal
      title={`Request from ${request.first_name} ${request.last_name}`}
      onClose={onClose}
      footer={
        request.status === 'pending' ? (
          <>
            <button type="button" className="button danger" onClick={onDecline}>
              Decline
            </button>
            <button type="button" className="button" onClick={onSchedule}>
              Schedule
            </button>
          </>
        ) : (
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        )
      }
    >
      <dl className="facts">
        <div>
          <dt>Contact</dt>
          <dd>
            {request.email} · {request.phone}
          </dd>
        </div>
        <div>
          <dt>Services</dt>
          <dd>{request.service_needed.join(', ') || request.service_type}</dd>
        </div>
        <div>
          <dt>Vehicle</dt>
          <dd>
            {[request.vehicle_year, request.vehicle_make, request.vehicle_model].filter(Boolean).join(' ') || '—'}
            {request.vin && ` · VIN ${request.vin}`}
            {request.license_plate && ` · ${request.license_plate}`}
          </dd>
        </div>
        <div>
          <dt>Preferred</dt>
          <dd>
            {preferredDateText(request.preferred_date)}
            {request.preferred_time ? ` (${request.preferred_time})` : ''}
          </dd>
        </div>
        <div>
          <dt>Message</dt>
          <dd>{request.message || '—'}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <span
              className={`badge tone-${request.status === 'scheduled' ? 'green' : request.status === 'pending' ? 'yellow' : 'red'}`}
            >
              {request.status}
            </span>
          </dd>
        </div>
      </dl>
    </Modal>
  );
}
