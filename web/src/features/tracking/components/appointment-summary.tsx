import { statusLabel } from '@shop/shared/appointments/appointment-status';
import { formatMoney } from '@shop/shared/money/format-money';
import { toDisplayMoment } from '@shop/shared/time/time-format';
import type { TrackingResponse } from '@shop/shared/tracking/tracking.schema';
import { formatInstant as when } from '@/lib/format-instant.ts';

const KIND: Record<TrackingResponse['type'], string> = {
  sameday: 'Wait at the shop',
  dropoff: 'Drop-off',
  hourly: 'Booked with the shop',
};

/** Status, time, services and total of the customer's appointment. */
export function AppointmentSummary({ appointment: a, zone }: { appointment: TrackingResponse; zone: string }) {
  return (
    <section className="card" aria-label="Appointment details">
      <dl className="facts">
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`badge status-${a.status}`}>{statusLabel(a.status)}</span>
          </dd>
        </div>
        <div>
          <dt>When</dt>
          <dd>
            {toDisplayMoment(a.date, a.start_time)} <span className="hint">({KIND[a.type]})</span>
          </dd>
        </div>
        <div>
          <dt>Service</dt>
          <dd>
            <ul className="plain">
              {a.services.map((s) => (
                <li key={s.id}>
                  {s.name}: {formatMoney(s.price)}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatMoney(a.total_price)}</dd>
        </div>
        {a.charged_fee !== null && (
          <div>
            <dt>Cancellation fee</dt>
            <dd>{a.charged_fee > 0 ? formatMoney(a.charged_fee) : 'None (cancelled in time)'}</dd>
          </div>
        )}
        <div>
          <dt>Estimated completion</dt>
          <dd>{a.estimatedCompletion ? when(a.estimatedCompletion, zone) : 'We will update this once work starts.'}</dd>
        </div>
      </dl>
    </section>
  );
}

/** The appointment's updates, newest first. */
export function AppointmentTimeline({ appointment: a, zone }: { appointment: TrackingResponse; zone: string }) {
  return (
    <section className="card" aria-labelledby="timeline-title">
      <h2 id="timeline-title">Updates</h2>
      <ol className="timeline">
        {[...a.updates].reverse().map((u, i) => (
          <li key={`${u.time}-${i}`}>
            <time dateTime={u.time}>{when(u.time, zone)}</time>
            <p>{u.message}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
