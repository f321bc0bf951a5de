import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { recommendationMessages as m } from '@shop/shared/recommendations/messages';
import type { VehiclePage, VehicleRecommendation } from '@shop/shared/vehicles/vehicle-page.schema';
import { vehicleQuery } from '@/features/vehicles/api/vehicle-queries.ts';
import { queryClient } from '@/lib/query-client.ts';
import { OpenRecommendationsSummary } from './open-recommendations-summary.tsx';

const rec = (id: number, description: string, declined_at: string, status: VehicleRecommendation['status'] = 'open') =>
  ({ id, vehicle_id: 4, description, declined_at, status }) as VehicleRecommendation;

afterEach(() => queryClient.clear());

describe('OpenRecommendationsSummary (check-in)', () => {
  it('when the kept car page has open lines from two visits and a booked one, then offline it names the open ones by visit', () => {
    queryClient.setQueryData(vehicleQuery(4).queryKey, {
      recommendations: [
        rec(1, 'Front brake pads', '2026-03-03T18:00:00.000Z'),
        rec(2, 'Wiper blades', '2026-03-03T18:00:00.000Z'),
        rec(3, 'Cabin filter', '2026-05-12T18:00:00.000Z'),
        rec(4, 'Coolant flush', '2026-05-12T18:00:00.000Z', 'booked'),
      ],
    } as unknown as VehiclePage);
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    render(
      <QueryClientProvider client={queryClient}>
        <OpenRecommendationsSummary vehicleId={4} />
      </QueryClientProvider>,
    );
    expect(screen.getByText(`${m.staff.fromVisit(2, '2026-03-03')}: Front brake pads, Wiper blades`)).toBeTruthy();
    expect(screen.getByText(`${m.staff.fromVisit(1, '2026-05-12')}: Cabin filter`)).toBeTruthy();
    expect(screen.queryByText(/Coolant flush/)).toBeNull();
  });
});
