import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { vehicleMessages, vehiclePageMessages as m } from '@shop/shared/vehicles/messages';
import { Loading } from '@/app/guards.tsx';
import { OfflineNote } from '@/features/offline/components/offline-note.tsx';
import { useShopZone } from '@/features/shop/api/use-shop.ts';
import { rememberOpened } from '@/features/vehicles/api/opened-vehicles.ts';
import { vehicleQuery } from '@/features/vehicles/api/vehicle-queries.ts';
import { DueChips } from '@/features/vehicles/components/due-chips.tsx';
import { ReadingForm } from '@/features/vehicles/components/reading-form.tsx';
import { VehicleActions } from '@/features/vehicles/components/vehicle-actions.tsx';
import { VehicleHeader } from '@/features/vehicles/components/vehicle-header.tsx';
import { VehicleTimeline } from '@/features/vehicles/components/vehicle-timeline.tsx';
import '@/features/vehicles/components/vehicle-page.css';

/** Where a merged car's history went, from its 410 answer. */
function mergedInto(error: unknown): number | null {
  const e = error as { status?: number; body?: { merged_into?: unknown } } | null;
  return e?.status === 410 && typeof e.body?.merged_into === 'number' ? e.body.merged_into : null;
}

/** One car's whole story on the tablet: header, due work, a reading, the timeline, and what staff may do. */
export default function VehiclePage() {
  const id = Number(useParams().vehicleId);
  const q = useQuery(vehicleQuery(id));
  const zone = useShopZone();
  const [editing, setEditing] = useState(false);
  // Opened here: its page is kept for offline for the next 30 days.
  useEffect(() => rememberOpened(id), [id]);

  if (q.isPending) return <Loading />;
  const kept = mergedInto(q.error);
  if (kept !== null)
    return (
      <p className="note">
        {m.mergedInto} <Link to={`/admin/vehicles/${kept}`}>vehicle #{kept}</Link>.
      </p>
    );
  if (!q.data)
    return (
      <p className="error-box">
        {(q.error as { status?: number }).status === 404 ? vehicleMessages.notFound : m.loadFailed}
      </p>
    );
  const d = q.data;
  return (
    <div className="vehicle-page stack">
      {q.isError && <OfflineNote updatedAt={q.dataUpdatedAt} failed />}
      <VehicleHeader detail={d} />
      <DueChips due={d.due} />
      <VehicleActions vehicle={d.vehicle} editing={editing} onEdit={setEditing} />
      <section className="card" aria-labelledby="reading-title">
        <h2 id="reading-title">Odometer</h2>
        <ReadingForm vehicle={d.vehicle} detail={d} />
      </section>
      <section className="card" aria-labelledby="timeline-title">
        <h2 id="timeline-title">History</h2>
        <VehicleTimeline entries={d.timeline} zone={zone} />
      </section>
    </div>
  );
}
