import { appointmentMessages as m } from '@shop/shared/appointments/messages';
import { normalizeParty } from '@shop/shared/appointments/appointment-shapes';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import { formatMoney } from '@shop/shared/money/format-money';
import { toDisplayDate, toDisplayTime } from '@shop/shared/time/time-format';
import { StatusBadge } from './status-badge.tsx';

/** What staff read about one appointment: customer, vehicle, time, services, status, notes. */
export function AppointmentFacts({ a }: { a: Appointment }) {
  const p = normalizeParty(a as unknown as Record<string, unknown>);
  return (
    <dl className="facts">
      <div>
        <dt>Customer</dt>
        <dd>
          {p.customer.name} {p.customer.isGhost && <span className="badge tone-blue">Ghost</span>}
          <br />
          {p.customer.email} · {p.customer.phone}
        </dd>
      </div>
      <div>
        <dt>Vehicle</dt>
        <dd>
          {[p.vehicle.year, p.vehicle.make, p.vehicle.model].filter(Boolean).join(' ')}
          {p.vehicle.vin && ` · VIN ${p.vehicle.vin}`}
          {p.vehicle.license && ` · ${p.vehicle.license}`}
        </dd>
      </div>
      <div>
        <dt>Date &amp; Time</dt>
        <dd>
          {a.date ? `${toDisplayDate(a.date)} ${toDisplayTime(a.start_time)}` : m.noDateTime}
          {a.is_ghost_slot && <span className="badge tone-yellow">Ghost Slot</span>}
        </dd>
      </div>
      <div>
        <dt>Services</dt>
        <dd>
          {a.services.map((s) => `${s.name} ${formatMoney(s.price)}`).join(', ')} · total {formatMoney(a.total_price)}
        </dd>
      </div>
      <div>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={a.status} />
          {a.cancellation_fee !== null && (
            <span className="hint">
              {' '}
              Cancellation: {a.cancellation_fee > 0 ? `late fee ${formatMoney(a.cancellation_fee)}` : 'free of charge'}
            </span>
          )}
        </dd>
      </div>
      <div>
        <dt>Notes</dt>
        <dd>{a.notes || '—'}</dd>
      </div>
    </dl>
  );
}
