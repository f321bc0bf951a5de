import { useQuery } from '@tanstack/react-query';
import type { Inspection } from '@shop/shared/inspections/inspection.schema';
import { recommendationMessages as m } from '@shop/shared/recommendations/messages';
import type { VehicleRecommendation } from '@shop/shared/vehicles/vehicle-page.schema';
import { newKeyLazily } from '@/features/inspections/api/new-key.ts';
import { inspectionQuery } from '@/features/inspections/api/inspection-queries.ts';
import { runWrite } from '@/features/offline/api/run-write.ts';
import { useShopZone } from '@/features/shop/api/use-shop.ts';
import { vehicleQuery } from '@/features/vehicles/api/vehicle-queries.ts';
import { queryClient } from '@/lib/query-client.ts';
import { addRecommendationLine } from '../api/add-recommendation-line.ts';
import { openByDay } from './open-recommendations-summary.tsx';

/** The car's open recommendations not on this estimate yet, by the day they were declined. */
const byDay = (page: VehicleRecommendation[], inspection: Inspection, zone: string) =>
  openByDay(page, zone, new Set(inspection.lines.map((l) => l.description)));

/**
 * The inspection page: "2 open recommendations from Mar 03, 2026", and one tap adds them to this
 * estimate. Read from the car's page, which the device keeps, so it shows offline too.
 */
export function OpenRecommendationsBanner({ inspection }: { inspection: Inspection }) {
  const vehicleId = inspection.vehicle_id ?? 0;
  const car = useQuery({ ...vehicleQuery(vehicleId), enabled: vehicleId > 0 });
  const zone = useShopZone();
  if (!car.data || inspection.status === 'answered') return null;
  const groups = byDay(car.data.recommendations, inspection, zone);
  if (groups.length === 0) return null;

  async function add(list: VehicleRecommendation[]) {
    for (const recommendation of list) {
      // Each line chains on the version the previous one left in the cache.
      const now = queryClient.getQueryData(inspectionQuery(inspection.appointment_id).queryKey) ?? inspection;
      await runWrite(addRecommendationLine, { inspection: now, id: await newKeyLazily(), recommendation });
    }
  }
  return (
    <section className="card notice-box" aria-label={m.staff.listTitle}>
      {groups.map(([day, list]) => (
        <p key={day} className="button-row">
          <span>
            {m.staff.fromVisit(list.length, day)}: {list.map((r) => r.description).join(', ')}
          </span>
          <button type="button" className="button" onClick={() => void add(list)}>
            {m.staff.addToEstimate}
          </button>
        </p>
      ))}
    </section>
  );
}
