import { useQuery } from '@tanstack/react-query';
import { NotFoundNotice } from '@/components/not-found-notice.tsx';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { inspectionMessages as m } from '@shop/shared/inspections/messages';
import { Loading } from '@/app/guards.tsx';
import { estimatePath, estimateQuery } from '@/features/inspections/api/inspection-queries.ts';
import type { ReopenedAnswer } from '@/features/inspections/api/reopen-answer.ts';
import { EstimateApproval } from '@/features/inspections/components/estimate-approval.tsx';
import { FindingsList } from '@/features/inspections/components/findings-list.tsx';
import { useKeptOnceControlled } from '@/features/offline/api/keep-once-controlled.ts';
import { OfflineNote } from '@/features/offline/components/offline-note.tsx';

/** The customer's estimate, from the link in the mail (?t=): findings, photos, Approve / Decline per line. */
export default function EstimatePage() {
  const id = Number(useParams().id);
  const token = useSearchParams()[0].get('t') ?? undefined;
  // Opened from the outbox for an answer the shop's revision refused.
  const reopened = (useLocation().state as { reopenedAnswer?: ReopenedAnswer } | null)?.reopenedAnswer;
  const q = useQuery({ ...estimateQuery(id, token), enabled: Number.isInteger(id) && id > 0 });
  // The estimate and its thumbnails, kept by the service worker even on the visit that installs it.
  const photos = q.data?.inspection.items.flatMap((i) => i.photos.map((p) => p.thumb_url)) ?? [];
  useKeptOnceControlled(q.data ? [estimatePath(id, token), ...photos] : []);
  if (q.isPending && q.fetchStatus !== 'idle') return <Loading />;
  if (!q.data) {
    return <NotFoundNotice message={m.estimateNotFound} />;
  }
  const { inspection, vehicle, order_id, appointment_cancelled } = q.data;
  return (
    <div className="page narrow stack">
      <div>
        <h1>Your estimate</h1>
        <p className="lead">
          {[vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ')}
          {vehicle.license_plate ? ` · ${vehicle.license_plate}` : ''} · Order {order_id}
        </p>
      </div>
      {q.isError && <OfflineNote updatedAt={q.dataUpdatedAt} failed />}
      <FindingsList inspection={inspection} />
      <EstimateApproval
        inspection={inspection}
        appointmentId={id}
        token={token}
        cancelled={appointment_cancelled}
        reopened={reopened}
      />
    </div>
  );
}
