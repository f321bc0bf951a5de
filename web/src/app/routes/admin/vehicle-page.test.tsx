import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VehiclePage as Detail } from '@shop/shared/vehicles/vehicle-page.schema';
import { vehicleMessages, vehiclePageMessages as m } from '@shop/shared/vehicles/messages';
import '@/features/vehicles/api/outbox-kind.ts';
import { outboxDb } from '@/features/offline/api/outbox-db.ts';
import { queryClient } from '@/lib/query-client.ts';
import VehiclePage from './vehicle-page.tsx';

const detail = (over: Partial<Detail['vehicle']> = {}): Detail => ({
  vehicle: {
    id: 5,
    customer_id: 2,
    vin: null,
    plate: 'ABC123',
    make: 'Honda',
    model: 'Civic',
    year: '2019',
    engine: '',
    odometer_unit: 'mi',
    archived: false,
    version: 3,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...over,
  },
  customer: {
    id: 2,
    user_id: null,
    first_name: 'Ana',
    last_name: 'Lopez',
    email: 'ana@example.com',
    phone: '',
    created_at: '2026-01-01T00:00:00.000Z',
  },
  readings: [{ value: 50_000, source: 'check_in', recorded_at: '2026-10-01T17:00:00.000Z' }],
  projected: { value: 51_234, readings: 1, span_days: 0, confidence_percent: 0 },
  timeline: [
    { at: '2026-03-01T17:00:00.000Z', kind: 'visit', title: 'Oil change', appointment_id: 11 },
    { at: '2026-10-01T17:00:00.000Z', kind: 'line', title: 'Front pads', price_cents: 12000, decision: 'declined' },
  ],
  recommendations: [],
  due: [],
});

type Handler = (method: string, url: string, body: Record<string, unknown> | undefined) => [number, unknown];
/** The network: each request answered by the test's handler, and kept. */
function shop(handler: Handler) {
  const sent: { method: string; url: string; body?: Record<string, unknown> }[] = [];
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    sent.push({ method, url, body });
    const [status, answer] = handler(method, url, body);
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return sent;
}

function renderPage(id = 5) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/admin/vehicles/${id}`]}>
        <Routes>
          <Route path="/admin/vehicles/:vehicleId" element={<VehiclePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  queryClient.clear();
  localStorage.clear();
  await outboxDb.rows.clear();
});

describe('the vehicle page', () => {
  it('when it opens, then the car, its projected odometer and its story newest first show, and no empty due box', async () => {
    shop(() => [200, { success: true, ...detail() }]);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: '2019 Honda Civic' })).toBeTruthy();
    expect(
      screen.getByText(m.projectedSentence(vehicleMessages.projectedOdometer(detail().projected!, 'mi'))),
    ).toBeTruthy();
    const entries = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(entries[0]).toContain('Front pads');
    expect(entries[0]).toContain('$120.00');
    expect(entries[1]).toContain('Oil change');
    expect(screen.queryByRole('heading', { name: 'Due now' })).toBeNull();
    expect(JSON.parse(localStorage.getItem('vehiclesOpened')!)).toMatchObject([{ id: 5 }]);
  });

  it('when a reading is lower than the last, then she is asked, and yes sends it once more as a correction', async () => {
    const sent = shop((method, _url, body) => {
      if (method === 'GET') return [200, { success: true, ...detail() }];
      if (!body?.correction) return [409, { success: false, code: 'odometer_lower', error: 'lower', latest: 50_000 }];
      return [201, { success: true, reading: body }];
    });
    renderPage();
    fireEvent.change(await screen.findByLabelText('Odometer now (mi)'), { target: { value: '49000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add reading' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain(m.lowerReading(50_000, 'mi'));
    fireEvent.click(within(question).getByRole('button', { name: 'Save as a correction' }));
    await vi.waitFor(() =>
      expect(sent.filter((s) => s.method === 'POST').map((s) => s.body)).toEqual([
        { value: 49_000, source: 'check_in' },
        { value: 49_000, source: 'check_in', correction: true },
      ]),
    );
    await vi.waitFor(async () => expect((await outboxDb.rows.toArray()).map((r) => r.status)).toEqual(['sent']));
  });

  it('when someone else changed the car meanwhile, then her edit stays in the form beside what is saved now', async () => {
    shop((method) =>
      method === 'GET'
        ? [200, { success: true, ...detail() }]
        : [
            409,
            {
              success: false,
              code: 'conflict',
              error: 'changed',
              version: 4,
              current: detail({ plate: 'ZZZ999' }).vehicle,
            },
          ],
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText(/^Plate/), { target: { value: 'NEW1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByText(m.conflict);
    const row = within(alert.closest('[role="alert"]') as HTMLElement).getByRole('row', { name: /Plate/ });
    expect(row.textContent).toContain('NEW1');
    expect(row.textContent).toContain('ZZZ999');
    expect((screen.getByLabelText(/^Plate/) as HTMLInputElement).value).toBe('NEW1');
  });

  it('when the car was merged into another, then the page says so and links to the kept car', async () => {
    shop(() => [410, { success: false, code: 'merged', error: vehicleMessages.merged, merged_into: 9 }]);
    renderPage();
    expect(await screen.findByText(m.mergedInto, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'vehicle #9' }).getAttribute('href')).toBe('/admin/vehicles/9');
  });
});
