import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toDisplayDate, toDisplayTime } from '@shop/shared/time/time-format';
import { trackingPagePath } from '@shop/shared/tracking/tracking-links';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { clearConfirmation } from '../api/confirmation.ts';
import { forgetTrackingRecordsOf, guestTrackingRecords } from '../api/tracking-records.ts';

/**
 * The bookings guests made on this device, each linking to its tracking page, and a way to forget
 * them (a shared computer). Signed-in customers' bookings are on their account instead.
 */
export function MyAppointments({ title = 'My appointments' }: { title?: string }) {
  const hydrated = useHydrated();
  const [, setForgotten] = useState(0);
  const records = hydrated ? guestTrackingRecords() : [];
  if (records.length === 0) return null;
  return (
    <section className="card section" aria-labelledby="my-appointments">
      <h2 id="my-appointments">{title}</h2>
      <ul className="plain link-list">
        {records.map((r) => (
          <li key={r.appointmentId}>
            <Link to={trackingPagePath(r.appointmentId, r.token)}>
              Appointment #{r.appointmentId}
              {r.service ? ` - ${r.service}` : ''}
              {r.date ? ` - ${toDisplayDate(r.date)}` : ''}
              {r.start_time ? ` ${toDisplayTime(r.start_time)}` : ''}
            </Link>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button small ghost"
        onClick={() => {
          forgetTrackingRecordsOf(null);
          clearConfirmation();
          void import('@/features/push/api/push-device.ts').then((p) => p.forgetPushedAppointments());
          setForgotten((n) => n + 1);
        }}
      >
        Forget this device's bookings
      </button>
    </section>
  );
}
