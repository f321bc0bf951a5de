import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { DEFAULT_CHECKLIST } from '@shop/shared/inspections/checklist';
import { defaultShopConfig } from '@shop/shared/shop/shop-defaults';
import { vehiclePageMessages as vm } from '@shop/shared/vehicles/messages';
import { runWrite } from '@/features/offline/api/run-write.ts';
import { checklistQuery, inspectionQuery } from '@/features/inspections/api/inspection-queries.ts';
import { startInspection } from '@/features/inspections/api/inspection-writes.ts';
import { newKeyLazily } from '@/features/inspections/api/new-key.ts';
import { EstimateLinesEditor } from '@/features/inspections/components/estimate-lines-editor.tsx';
import { InspectionItemCard } from '@/features/inspections/components/inspection-item.tsx';
import { useShop } from '@/features/shop/api/use-shop.ts';
import { OpenRecommendationsBanner } from '@/features/recommendations/components/open-recommendations-banner.tsx';

/** The tablet's inspection of one appointment: the checklist, photos and the estimate, all offline. */
export default function InspectionPage() {
  const appointmentId = Number(useParams().appointmentId);
  const inspection = useQuery(inspectionQuery(appointmentId));
  const checklist = useQuery(checklistQuery);
  const shop = useShop().data ?? defaultShopConfig;

  // Photos wait on this device until sent: ask that the browser not evict them under pressure.
  useEffect(() => void navigator.storage?.persist?.().catch(() => false), []);

  async function start() {
    await runWrite(startInspection, {
      appointmentId,
      id: await newKeyLazily(),
      checklist: checklist.data ?? DEFAULT_CHECKLIST,
      rates: { laborRateCents: shop.laborRateCents, taxRatePercent: shop.taxRatePercent },
    });
  }

  const i = inspection.data;
  return (
    <div className="inspection-page">
      <p className="button-row">
        <Link to="/admin/appointments">Back to appointments</Link>
        {i?.vehicle_id != null && <Link to={`/admin/vehicles/${i.vehicle_id}`}>{vm.history}</Link>}
      </p>
      <h1>Inspection of appointment #{appointmentId}</h1>
      {inspection.isPending && inspection.fetchStatus !== 'paused' ? (
        <p>Loading…</p>
      ) : !i ? (
        <button type="button" className="button primary" onClick={() => void start()}>
          Start inspection
        </button>
      ) : (
        <>
          <p className="hint">
            Status: {i.status}
            {i.signed_name ? `, answered by ${i.signed_name}` : ''}
          </p>
          <OpenRecommendationsBanner inspection={i} />
          <div className="inspection-items">
            {i.items.map((item) => (
              <InspectionItemCard key={item.key} inspection={i} item={item} />
            ))}
          </div>
          <EstimateLinesEditor inspection={i} />
        </>
      )}
    </div>
  );
}
