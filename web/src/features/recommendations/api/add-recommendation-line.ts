import type { Inspection } from '@shop/shared/inspections/inspection.schema';
import { recommendationMessages as m } from '@shop/shared/recommendations/messages';
import type { VehicleRecommendation } from '@shop/shared/vehicles/vehicle-page.schema';
import { localLine, withTotals } from '@/features/inspections/api/inspection-cache.ts';
import { inspectionKeys, inspectionVersion, patchInspection } from '@/features/inspections/api/inspection-queries.ts';
import type { Write } from '@/features/offline/api/run-write.ts';

type Args = { inspection: Inspection; id: string; recommendation: VehicleRecommendation };

/**
 * POST /api/admin/inspections/{id}/lines `{from_recommendation}` under the device's id: the server
 * copies the declined line, so approving it counts as recovered. Shown at once (offline too) with
 * the recommendation's price as one unit until the server's copy arrives.
 */
export const addRecommendationLine: Write<Args> = {
  kind: 'inspections',
  method: 'POST',
  path: ({ inspection }) => `/api/admin/inspections/${inspection.id}/lines`,
  payload: ({ id, recommendation }) => ({ id, from_recommendation: recommendation.id }),
  label: ({ recommendation }) => `Line: ${recommendation.description}`,
  versioned: ({ inspection }) => inspectionVersion(inspection),
  touches: inspectionKeys.all,
  optimistic: ({ inspection, id, recommendation: r }) =>
    patchInspection(inspection.appointment_id, (i) =>
      withTotals({
        ...i,
        lines: [
          ...i.lines,
          localLine(id, {
            kind: 'labor',
            description: r.description,
            quantity: 1,
            unit_price_cents: r.price_cents,
            item_key: null,
          }),
        ],
      }),
    ),
  success: null,
  failure: m.notOpen,
};
