import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { vehicleMessages as m } from '@shop/shared/vehicles/messages';
import type { TypedVehicle } from '@shop/shared/vehicles/vin-decode-compare';
import { answerWith, renderWithProviders } from '@/test/render.tsx';
import { VehicleVinField } from './vehicle-vin-field.tsx';

const ACCORD = {
  vin: '1HGCM82633A004352',
  model_year: 2003,
  wmi: '1HG',
  manufacturer: 'AMERICAN HONDA MOTOR CO., INC.',
  make: 'Honda',
  model: 'Accord',
};

function Form({ start }: { start: TypedVehicle }) {
  const [vin, setVin] = useState('');
  const [vehicle, setVehicle] = useState(start);
  return (
    <>
      <VehicleVinField
        value={vin}
        onChange={setVin}
        vehicle={vehicle}
        onVehicle={(p) => setVehicle((v) => ({ ...v, ...p }))}
      />
      <output>{`${vehicle.year}|${vehicle.make}|${vehicle.model}`}</output>
    </>
  );
}

const vehicleShown = () => document.querySelector('output')?.textContent;

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

afterEach(() => vi.restoreAllMocks());

describe('VehicleVinField', () => {
  it('when a valid VIN is typed with nothing else filled, then make, model and year come from the decode unasked', async () => {
    const calls = answerWith(200, ACCORD);
    const view = renderWithProviders(<Form start={{ make: '', model: '', year: '' }} />);
    fireEvent.change(screen.getByLabelText('VIN'), { target: { value: '1HGCM82633A004352' } });
    await view.settled();
    expect(calls.map((c) => c.url)).toEqual(['/api/vin/1HGCM82633A004352']);
    expect(vehicleShown()).toBe('2003|Honda|Accord');
    expect(screen.queryByRole('button', { name: m.vinKeepMine })).toBeNull();
  });

  it("when the make typed differs, then the page says what the VIN says and Take the VIN's replaces it", async () => {
    answerWith(200, ACCORD);
    const view = renderWithProviders(<Form start={{ make: 'Toyota', model: '', year: '' }} />);
    fireEvent.change(screen.getByLabelText('VIN'), { target: { value: '1HGCM82633A004352' } });
    await view.settled();
    expect(screen.getByText('The VIN says 2003 Honda Accord.')).toBeTruthy();
    expect(vehicleShown()).toBe('2003|Toyota|Accord');
    fireEvent.click(screen.getByRole('button', { name: m.vinTakeDecode }));
    expect(vehicleShown()).toBe('2003|Honda|Accord');
    expect(screen.queryByRole('button', { name: m.vinTakeDecode })).toBeNull();
  });

  it('when Keep mine is chosen, then the typed make stays and the question goes away', async () => {
    answerWith(200, ACCORD);
    const view = renderWithProviders(<Form start={{ make: 'Toyota', model: 'Camry', year: '2003' }} />);
    fireEvent.change(screen.getByLabelText('VIN'), { target: { value: '1HGCM82633A004352' } });
    await view.settled();
    fireEvent.click(screen.getByRole('button', { name: m.vinKeepMine }));
    expect(vehicleShown()).toBe('2003|Toyota|Camry');
    expect(screen.queryByRole('button', { name: m.vinKeepMine })).toBeNull();
  });

  it('when the VIN is typed offline, then nothing is asked until the network returns, and then it is', async () => {
    const calls = answerWith(200, ACCORD);
    setOnline(false);
    const view = renderWithProviders(<Form start={{ make: 'Toyota', model: '', year: '' }} />);
    fireEvent.change(screen.getByLabelText('VIN'), { target: { value: '1HGCM82633A004352' } });
    await view.settled();
    expect(calls).toHaveLength(0);
    expect(screen.getByText('Model year 2003, Honda.')).toBeTruthy();
    setOnline(true);
    await view.settled();
    expect(calls).toHaveLength(1);
    expect(screen.getByText('The VIN says 2003 Honda Accord.')).toBeTruthy();
  });

  it('when the data knows no maker for the VIN, then the page says so and fills nothing', async () => {
    answerWith(404, { success: false, code: 'vin_unknown', error: m.vinUnknown });
    const view = renderWithProviders(<Form start={{ make: '', model: '', year: '' }} />);
    fireEvent.change(screen.getByLabelText('VIN'), { target: { value: 'ZZZCM82693A004352' } });
    await view.settled();
    expect(screen.getByText(m.vinUnknown)).toBeTruthy();
    expect(vehicleShown()).toBe('||');
  });

  it('when the check digit is wrong, then the server is not asked', async () => {
    const calls = answerWith(200, ACCORD);
    const view = renderWithProviders(<Form start={{ make: '', model: '', year: '' }} />);
    fireEvent.change(screen.getByLabelText('VIN'), { target: { value: '1HGCM82643A004352' } });
    await view.settled();
    expect(calls).toHaveLength(0);
    expect(screen.getByText('Check digit should be 3.')).toBeTruthy();
  });
});
