import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { statusLabel } from '@shop/shared/appointments/appointment-status';
import type { CustomerAppointment } from '@shop/shared/bookings/booking.schema';
import { shopInstant } from '@shop/shared/time/shop-time';
import { toDisplayMoment } from '@shop/shared/time/time-format';
import { trackingPagePath } from '@shop/shared/tracking/tracking-links';
import { Loading } from '@/app/guards.tsx';
import { MyAppointments as BookedOnThisDevice } from '@/features/bookings/components/my-appointments.tsx';
import { OfflineNote } from '@/features/offline/components/offline-note.tsx';
import { useSession } from '@/features/session/api/session.tsx';
import { useShopZone } from '@/features/shop/api/use-shop.ts';
import { myAppointmentsQuery } from '@/features/tracking/api/my-appointments.ts';

function AppointmentList({ title, list }: { title: string; list: CustomerAppointment[] }) {
  if (list.length === 0) return null;
  return (
    <section className="card" aria-label={title}>
      <h2>{title}</h2>
      <ul className="plain link-list">
        {list.map((a) => (
          <li key={a.id}>
            <Link to={trackingPagePath(a.id)}>
              {toDisplayMoment(a.date, a.start_time)} - {a.service_type}
            </Link>{' '}
            <span className={`badge status-${a.status}`}>{statusLabel(a.status)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A signed-in customer's appointments from the server, upcoming then past, each opening its page. */
function AccountAppointments() {
  const q = useQuery(myAppointmentsQuery);
  const zone = useShopZone();
  if (q.isPending) return <Loading />;
  if (!q.data) return <p className="error-box">Your appointments could not be loaded. Check your connection.</p>;
  const now = Date.now();
  const upcoming = q.data.filter((a) => shopInstant(a.date, a.start_time, zone).getTime() > now);
  const past = q.data.filter((a) => !upcoming.includes(a));
  return (
    <>
      {q.isError && <OfflineNote updatedAt={q.dataUpdatedAt} failed />}
      {q.data.length === 0 && (
        <p>
          You have no appointments yet. <Link to="/services">Book a service</Link>.
        </p>
      )}
      <AppointmentList title="Upcoming" list={upcoming} />
      <AppointmentList title="Past" list={past} />
    </>
  );
}

export default function MyAppointmentsPage() {
  const { user, restoring } = useSession();
  return (
    <div className="page narrow stack">
      <h1>My appointments</h1>
      {user?.role === 'user' ? (
        <AccountAppointments />
      ) : restoring ? (
        <Loading />
      ) : (
        <p>
          <Link to="/login">Sign in</Link> to see every appointment of your account, or open the link in your
          confirmation mail.
        </p>
      )}
      <BookedOnThisDevice title="Booked on this device" />
    </div>
  );
}
