import { Link } from 'react-router-dom';
import { toDisplayDate, toDisplayTime } from '@shop/shared/time/time-format';
import { trackingPagePath } from '@shop/shared/tracking/tracking-links';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { loadTrackingRecords } from '../api/tracking-records.ts';

/** The bookings made on this device, each linking to its tracking page. */
export function MyAppointments({ title = 'My appointments' }: { title?: string }) {
  const hydrated = useHydrated();
  const records = hydrated ? loadTrackingRecords() : [];
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
    </section>
  );
}
