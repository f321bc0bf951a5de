import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CarDueView, VehiclePrefill } from '@shop/shared/maintenance/car-link.schema';
import { maintenanceMessages as m } from '@shop/shared/maintenance/messages';
import type { VehicleDue } from '@shop/shared/vehicles/vehicle-page.schema';
import { queryClient } from '@/lib/query-client.ts';
import { carLinkOf } from '../api/vehicle-prefill.ts';
import { OdometerBox } from './odometer-box.tsx';

const oil = (over: Partial<VehicleDue>): VehicleDue => ({
  rule_id: 1,
  service_id: 1,
  service_name: 'Oil Change',
  due_date: '2026-11-07',
  due_miles: 45_000,
  projected_miles: 43_000,
  status: 'ok',
  ...over,
});
const view = (due: VehicleDue[]): CarDueView => ({ due, unit: 'mi', projected_text: 'about 43,000 mi (1 reading)' });
const prefill: VehiclePrefill = {
  ...view([oil({})]),
  vehicle: { id: 5, year: '2019', make: 'Honda', model: 'Civic', vin: null, plate: '' },
  contact: { name: 'Ana Lopez', email: 'ana@example.com', phone: '' },
};

/** The network: the prefill, then the reading's answer (or its refusal). */
function shop(reading: [number, unknown]) {
  const sent: { method: string; url: string; body?: unknown }[] = [];
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const [status, answer] = method === 'GET' ? [200, { success: true, ...prefill }] : reading;
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return sent;
}

const mount = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <OdometerBox link={{ vehicleId: 5, token: 'tok/en' }} />
    </QueryClientProvider>,
  );

beforeEach(() => queryClient.clear());

describe('OdometerBox', () => {
  it('when she enters her odometer, then it is posted with the token and the due line is the recomputed one', async () => {
    const sent = shop([201, { success: true, ...view([oil({ due_date: '2027-01-07', status: 'ok' })]) }]);
    mount();
    expect(await screen.findByText('Oil Change: due around 7 November or at about 45,000 mi')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(m.odometerLabel), { target: { value: '41,200' } });
    fireEvent.click(screen.getByRole('button', { name: m.odometerSave }));
    expect(await screen.findByText('Oil Change: due around 7 January or at about 45,000 mi')).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/vehicles/5/readings?t=tok%2Fen',
      body: { value: 41_200 },
    });
  });

  it('when the reading is refused, then the server says why and the due line stays', async () => {
    shop([422, { success: false, code: 'odometer_lower', error: m.odometerLower(43_000, 'mi') }]);
    mount();
    await screen.findByText(/Oil Change: due around 7 November/);
    fireEvent.change(screen.getByLabelText(m.odometerLabel), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: m.odometerSave }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.odometerLower(43_000, 'mi'));
    expect(screen.getByText(/Oil Change: due around 7 November/)).toBeTruthy();
  });
});

describe('carLinkOf', () => {
  it('when the query has a car, a token and services, then it reads them', () => {
    expect(carLinkOf('?vehicle=5&t=abc&services=1,3')).toEqual({
      vehicleId: 5,
      token: 'abc',
      serviceIds: [1, 3],
      recommendationIds: [],
    });
  });
  it('when the car or the token is missing, then it is no reminder link', () => {
    expect(carLinkOf('?t=abc&services=1')).toBeNull();
    expect(carLinkOf('?vehicle=5')).toBeNull();
  });
});
