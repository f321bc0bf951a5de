import { useQuery } from '@tanstack/react-query';
import { NotFoundNotice } from '@/components/not-found-notice.tsx';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { trackingMessages as m } from '@shop/shared/tracking/messages';
import { Loading } from '@/app/guards.tsx';
import { trackingTokenFor } from '@/features/bookings/api/tracking-records.ts';
import { EstimateReadyLink } from '@/features/inspections/components/estimate-ready-link.tsx';
import { OfflineNote } from '@/features/offline/components/offline-note.tsx';
import { DeferredNotifyMe } from '@/features/push/components/deferred.tsx';
import { useShopZone } from '@/features/shop/api/use-shop.ts';
import { trackingQuery } from '@/features/tracking/api/tracking.ts';
import { AppointmentActions } from '@/features/tracking/components/appointment-actions.tsx';
import { AttendanceCard } from '@/features/tracking/components/attendance-card.tsx';
import { REMINDER_ACTION_PARAM } from '@shop/shared/tracking/tracking-links';
import { AppointmentSummary, AppointmentTimeline } from '@/features/tracking/components/appointment-summary.tsx';
import { ApiError } from '@/lib/api-client.ts';

/** "Your appointment": reached from every mail's link (?t=), from My appointments, or by its owner. */
export default function TrackAppointmentPage() {
  const { id: raw } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const id = Number(raw);
  const token = params.get('t') ?? (Number.isInteger(id) ? trackingTokenFor(id) : undefined);
  const q = useQuery({ ...trackingQuery(id, token), enabled: Number.isInteger(id) && id > 0 });
  const zone = useShopZone();
  // The reminder's buttons: confirm, or release (the cancel dialog, with its fee, opens first).
  const action = params.get(REMINDER_ACTION_PARAM);

  if (!Number.isInteger(id) || id <= 0 || (q.error instanceof ApiError && q.error.status === 404)) {
    return <NotFoundNotice message={m.notFound} />;
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
    <div className="page narrow stack">
      <div>
        <h1>Your appointment</h1>
        <p className="lead">
          Appointment #{a.id} · Order {a.order_id}
        </p>
      </div>
      {q.isError && <OfflineNote updatedAt={q.dataUpdatedAt} failed />}
      <AppointmentSummary appointment={a} zone={zone} />
      <EstimateReadyLink appointmentId={a.id} token={token ?? undefined} estimate={a.estimate} />
      <AttendanceCard appointment={a} token={token ?? undefined} asked={action === 'confirm'} />
      <AppointmentActions
        appointment={a}
        token={token ?? undefined}
        startMoving={(location.state as { reschedule?: boolean } | null)?.reschedule === true}
        startCancelling={action === 'release'}
      />
      {/* Below what the page opens on: it loads after the first paint, and moved nothing in view then. */}
      {a.status !== 'cancelled' && a.status !== 'no_show' && (
        <DeferredNotifyMe scope={{ kind: 'appointment', id: a.id, token: token ?? undefined }} />
      )}
      <AppointmentTimeline appointment={a} zone={zone} />
    </div>
  );
}
