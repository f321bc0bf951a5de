import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Inspection } from '@shop/shared/inspections/inspection.schema';
import { recommendationMessages as m } from '@shop/shared/recommendations/messages';
import type { VehiclePage, VehicleRecommendation } from '@shop/shared/vehicles/vehicle-page.schema';
import '@/features/inspections/api/outbox-kind.ts';
import { inspectionQuery } from '@/features/inspections/api/inspection-queries.ts';
import { vehicleQuery } from '@/features/vehicles/api/vehicle-queries.ts';
import { queryClient } from '@/lib/query-client.ts';
import { OpenRecommendationsBanner } from './open-recommendations-banner.tsx';

const rec = (
  id: number,
  description: string,
  status: VehicleRecommendation['status'] = 'open',
): VehicleRecommendation => ({
  id,
  vehicle_id: 4,
  customer_id: 1,
  description,
  condition: null,
  price_cents: 5000,
  declined_at: '2026-03-03T18:00:00.000Z',
  odometer: null,
  photo_urls: [],
  status,
  messages_sent: 0,
});

const inspection = {
  id: 'insp-9',
  appointment_id: 9,
  vehicle_id: 4,
  status: 'draft',
  version: 2,
  items: [],
  lines: [],
  totals: { proposed_cents: 0, approved_cents: 0, declined_cents: 0, tax_cents: 0, approved_tax_cents: 0 },
  tax_rate_percent: 0,
  labor_rate_cents: 10000,
  signed_name: null,
  sent_at: null,
  answered_at: null,
} as unknown as Inspection;

/** The car's page as the device kept it, and a network that is down. */
function keptOffline(recommendations: VehicleRecommendation[]) {
  queryClient.setQueryData(vehicleQuery(4).queryKey, { recommendations } as unknown as VehiclePage);
  queryClient.setQueryData(inspectionQuery(9).queryKey, inspection);
  const calls: { url: string; body: unknown }[] = [];
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') calls.push({ url, body: JSON.parse(String(init.body)) });
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
  return calls;
}

const renderBanner = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <OpenRecommendationsBanner inspection={inspection} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(() => queryClient.clear());

describe('OpenRecommendationsBanner', () => {
  it('when the kept car page has two open lines and a stopped one, then offline it says two from that day and one tap adds both to the estimate', async () => {
    const calls = keptOffline([rec(1, 'Front brake pads'), rec(2, 'Wiper blades'), rec(3, 'Cabin filter', 'stopped')]);
    renderBanner();
    const text = `${m.staff.fromVisit(2, '2026-03-03')}: Front brake pads, Wiper blades`;
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByText(/Cabin filter/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: m.staff.addToEstimate }));
    await waitFor(() => {
      const lines = queryClient.getQueryData(inspectionQuery(9).queryKey)?.lines ?? [];
      expect(lines.map((l) => l.description)).toEqual(['Front brake pads', 'Wiper blades']);
    });
    await waitFor(() =>
      expect(calls.map((c) => (c.body as { from_recommendation: number }).from_recommendation)).toContain(1),
    );
    // Both lines' writes end before the test does.
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
  });
});
