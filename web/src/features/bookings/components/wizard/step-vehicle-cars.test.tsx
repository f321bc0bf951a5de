import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SIGNED_IN_COOKIE } from '@shop/shared/auth/signed-in-cookie';
import type { VehicleContactForm } from '@shop/shared/bookings/booking-validation';
import { vehicleMessages as m } from '@shop/shared/vehicles/messages';
import { SessionProvider } from '@/features/session/api/session.tsx';
import { storeUser } from '@/features/session/api/stored-user.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { StepVehicle } from './step-vehicle.tsx';
import { INITIAL_WIZARD } from './wizard-state.ts';

const ANA = { id: 7, email: 'ana@example.com', role: 'user' as const, name: 'Ana Lopez' };
const CIVIC = {
  id: 31,
  customer_id: 4,
  vin: '2HGES16572H591316',
  plate: '7ABC123',
  make: 'Honda',
  model: 'Civic',
  year: '2002',
  engine: '',
  odometer_unit: 'mi',
  archived: false,
  version: 1,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

/** The server as the step meets it: who is signed in, and her cars (or no such route). */
function serve(cars: { status: number; body: unknown }) {
  globalThis.fetch = (async (url: string) => {
    const answer =
      url === '/api/users/me'
        ? { status: 200, body: { user: ANA } }
        : url.startsWith('/api/users/me/vehicles')
          ? cars
          : { status: 404, body: {} };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
}

let picked: { form: VehicleContactForm; vehicleId: number | null } | null = null;
function Harness() {
  const [form, setForm] = useState(INITIAL_WIZARD.form);
  const [vehicleId, setVehicleId] = useState<number | null>(null);
  return (
    <SessionProvider>
      <StepVehicle
        form={form}
        vehicleId={vehicleId}
        onChange={setForm}
        onPickCar={(f, id) => {
          picked = { form: f, vehicleId: id };
          setForm(f);
          setVehicleId(id);
        }}
      />
    </SessionProvider>
  );
}

beforeEach(() => {
  storeUser(ANA);
  document.cookie = `${SIGNED_IN_COOKIE}=${ANA.id}`;
  picked = null;
});
afterEach(() => {
  storeUser(null);
  document.cookie = `${SIGNED_IN_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
});

describe('wizard step 2: a signed-in customer and her cars', () => {
  it('when she picks one of her cars, then its fields fill and its id goes with the booking', async () => {
    serve({
      status: 200,
      body: { success: true, vehicles: [{ vehicle: CIVIC, visits: [], lines: [], readings: [] }] },
    });
    const view = renderWithProviders(<Harness />);
    await view.settled();
    fireEvent.click(screen.getByLabelText('2002 Honda Civic (7ABC123)'));
    expect(picked).toMatchObject({
      vehicleId: 31,
      form: { make: 'Honda', model: 'Civic', year: '2002', vin: CIVIC.vin, license: '7ABC123' },
    });
    expect((screen.getByLabelText(/^Model/) as HTMLInputElement).value).toBe('Civic');
    fireEvent.click(screen.getByLabelText(m.addAnotherCar));
    expect(picked).toMatchObject({ vehicleId: null, form: { make: '', model: '', vin: '' } });
  });

  it('when the server has no such route, then the step shows the plain fields and no choice of car', async () => {
    serve({ status: 404, body: { success: false, code: 'not_found', error: 'Not found' } });
    const view = renderWithProviders(<Harness />);
    await view.settled();
    expect(screen.queryByText(m.yourCars)).toBeNull();
    expect(screen.getByLabelText(/^Make/)).toBeTruthy();
  });
});
