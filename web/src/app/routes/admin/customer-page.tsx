import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { customerName } from '@shop/shared/customers/customer-name';
import { vehicleLabel } from '@shop/shared/vehicles/vehicle-label';
import { toDisplayDate, toDisplayTime } from '@shop/shared/time/time-format';
import { Loading } from '@/app/guards.tsx';
import { customerDetailQuery } from '@/features/customers/api/customer-detail-query.ts';
import { StatusBadge } from '@/features/appointments/components/status-badge.tsx';
import { OfflineNote } from '@/features/offline/components/offline-note.tsx';

/** One customer for staff: how to reach her, her cars (each opening its page) and her visits. */
export default function CustomerPage() {
  const id = Number(useParams().customerId);
  const q = useQuery(customerDetailQuery(id));
  if (q.isPending) return <Loading />;
  if (!q.data) return <p className="error-box">{q.error?.message}</p>;
  const { customer: c, vehicles, appointments } = q.data;
  return (
    <div className="stack">
      {q.isError && <OfflineNote updatedAt={q.dataUpdatedAt} failed />}
      <h1>{customerName(c) || c.email}</h1>
      <p>
        {c.email}
        {c.phone && ` · ${c.phone}`}
      </p>
      <section className="card" aria-labelledby="cars-title">
        <h2 id="cars-title">Vehicles</h2>
        <ul className="plain link-list">
          {vehicles.map((v) => (
            <li key={v.id}>
              <Link to={`/admin/vehicles/${v.id}`}>{vehicleLabel(v)}</Link>
              {v.archived && <span className="badge tone-yellow">Archived</span>}
            </li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby="visits-title">
        <h2 id="visits-title">Appointments</h2>
        <ul className="plain link-list">
          {appointments.map((a) => (
            <li key={a.id}>
              <Link to={`/admin/appointments?view=${a.id}`}>
                {toDisplayDate(a.date)} {toDisplayTime(a.start_time)} · {a.services.join(', ')}
              </Link>{' '}
              <StatusBadge status={a.status} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
