import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { statusLabel } from '@shop/shared/appointments/appointment-status';
import { trackingMessages as m } from '@shop/shared/tracking/messages';
import { Loading } from '@/app/guards.tsx';
import { trackingTokenFor } from '@/features/bookings/api/tracking-records.ts';
import { OfflineNote } from '@/features/offline/components/offline-note.tsx';
import { trackingQuery } from '@/features/tracking/api/tracking.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useShopZone } from '@/features/shop/api/use-shop.ts';

const when = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short', timeZone });

export default function TrackAppointmentPage() {
  const { id: raw } = useParams();
  const [params] = useSearchParams();
  const id = Number(raw);
  const token = params.get('t') ?? (Number.isInteger(id) ? trackingTokenFor(id) : undefined);
  const q = useQuery({ ...trackingQuery(id, token), enabled: Number.isInteger(id) && id > 0 });
  const zone = useShopZone();

  if (!Number.isInteger(id) || id <= 0 || (q.error instanceof ApiError && q.error.status === 404)) {
    return (
      <div className="page narrow">
        <p className="error-box" role="alert">
          {m.notFound}
        </p>
        <Link to="/" className="button">
          Back to Home
        </Link>
      </div>
    );
  }
  if (q.isPending) return <Loading />;
  if (!q.data) {
    return (
      <div className="page narrow">
        <p className="error-box" role="alert">
          {m.failedToFetch}
        </p>
        <button type="button" className="button" onClick={() => void q.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const a = q.data;
  return (
    <div className="page narrow">
      <h1>Appointment #{a.id}</h1>
      {q.isError && <OfflineNote updatedAt={q.dataUpdatedAt} failed />}
      <section className="card">
        <dl className="facts">
          <div>
            <dt>Service</dt>
            <dd>{a.service}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <span className={`badge status-${a.status}`}>{statusLabel(a.status)}</span>
            </dd>
          </div>
          <div>
            <dt>Scheduled</dt>
            <dd>{when(a.scheduledTime, zone)}</dd>
          </div>
          <div>
            <dt>Estimated completion</dt>
            <dd>
              {a.estimatedCompletion ? when(a.estimatedCompletion, zone) : 'We will update this once work starts.'}
            </dd>
          </div>
        </dl>
      </section>
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
    </div>
  );
}
