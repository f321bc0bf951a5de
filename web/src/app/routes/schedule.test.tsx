import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { VehiclePrefill } from '@shop/shared/maintenance/car-link.schema';
import { recommendationMessages as m } from '@shop/shared/recommendations/messages';
import type { VehicleRecommendation } from '@shop/shared/vehicles/vehicle-page.schema';
import { bookingBody, loadWizard } from '@/features/bookings/components/wizard/wizard-state.ts';
import { queryClient } from '@/lib/query-client.ts';
import SchedulePage from './schedule.tsx';

const prefill: VehiclePrefill = {
  due: [],
  unit: 'mi',
  projected_text: null,
  vehicle: { id: 5, year: '2019', make: 'Honda', model: 'Civic', vin: null, plate: '7ABC123' },
  contact: { name: 'Ana Lopez', email: 'ana@example.com', phone: '(510) 555-0100' },
};
const line = (id: number, description: string, price_cents: number): VehicleRecommendation => ({
  id,
  vehicle_id: 5,
  customer_id: 1,
  description,
  condition: null,
  price_cents,
  declined_at: '2026-03-03T16:00:00Z',
  odometer: null,
  photo_urls: [],
  status: 'open',
  messages_sent: 0,
});
const services = [{ id: 2, name: 'Brake Service', price: 120, description: '', duration_label: '1 h' }];

// The page loads a car link's part and the wizard lazily: loaded once here, a busy machine's first
// transform of them does not eat the waits below.
beforeAll(async () => {
  await Promise.all([import('./schedule-from-car-link.tsx'), import('./schedule-wizard-page.tsx')]);
}, 60_000);

/** The network behind a Book these link: the car's prefill, its open lines and the catalog. */
beforeEach(() => {
  queryClient.clear();
  sessionStorage.clear();
  globalThis.fetch = (async (url: string) => {
    const answer = url.startsWith('/api/services')
      ? services
      : url.startsWith('/api/recommendations')
        ? {
            vehicle: { id: 5, label: '2019 Honda Civic' },
            recommendations: [line(11, 'Front brake pads', 24_000), line(12, 'Wiper blades', 3_500)],
          }
        : prefill;
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
});

const mount = (search: string) =>
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/schedule${search}`]}>
        <Routes>
          <Route path="/schedule" element={<SchedulePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('the wizard from Book these', () => {
  it('when the link names some of the car’s open lines, then it shows them alone and the booking carries them with the token', async () => {
    mount('?vehicle=5&t=tok%2Fen&recommendations=11,99');
    const note = m.page.toBook([{ description: 'Front brake pads', price_cents: 24_000 }]);
    expect(await screen.findByText(note, undefined, { timeout: 5000 })).toBeTruthy();
    expect(note).toBe('Recommended work to book: Front brake pads — $240.00');
    expect(screen.queryByText(/Wiper blades/)).toBeNull();

    fireEvent.click(await screen.findByRole('checkbox', { name: /Brake Service/ }));
    fireEvent.click(screen.getByRole('button', { name: m.page.pickContinue }));
    expect(await screen.findByRole('heading', { level: 2 }, { timeout: 5000 })).toBeTruthy();

    const state = { ...loadWizard(), notes: 'Mornings please', date: '2026-03-11', time: '10:00' };
    expect(state.form.name).toBe('Ana Lopez');
    const body = bookingBody(state, { services: [services[0]!], totalPrice: 120 }, '11:00');
    expect(body).toMatchObject({
      recommendation_ids: [11],
      vehicle_token: 'tok/en',
      notes: `${note}\nMornings please`,
    });
  });

  it('when the link names no line, then the booking carries neither ids nor token', async () => {
    mount('?vehicle=5&t=tok&services=2');
    expect(await screen.findByRole('heading', { level: 2 }, { timeout: 5000 })).toBeTruthy();
    const body = bookingBody(loadWizard(), { services: [services[0]!], totalPrice: 120 }, '11:00');
    expect(body).not.toHaveProperty('recommendation_ids');
    expect(body).not.toHaveProperty('vehicle_token');
    expect(screen.queryByText(/Recommended work to book/)).toBeNull();
  });
});
