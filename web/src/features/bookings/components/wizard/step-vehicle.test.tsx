import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { VehicleContactForm } from '@shop/shared/bookings/booking-validation';
import { renderWithProviders } from '@/test/render.tsx';
import { StepVehicle } from './step-vehicle.tsx';
import { INITIAL_WIZARD } from './wizard-state.ts';

function Harness({ onForm }: { onForm?: (f: VehicleContactForm) => void }) {
  const [form, setForm] = useState(INITIAL_WIZARD.form);
  return (
    <StepVehicle
      form={form}
      onChange={(f) => {
        setForm(f);
        onForm?.(f);
      }}
    />
  );
}

describe('wizard step 2: vehicle and contact', () => {
  it('when a field is wrong, then its live message shows at once', () => {
    renderWithProviders(<Harness />);
    fireEvent.change(screen.getByLabelText(/^Year/), { target: { value: '19x' } });
    expect(screen.getByText('Year must be a valid number')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Year/), { target: { value: '1850' } });
    expect(screen.getByText(`Year must be between 1900 and ${new Date().getFullYear() + 1}`)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ana@' } });
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '12-34' } });
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
  });

  it('when the visitor has no plate yet, then the field is disabled and set to NO_PLATE', () => {
    let last: VehicleContactForm | undefined;
    renderWithProviders(<Harness onForm={(f) => (last = f)} />);
    fireEvent.click(screen.getByRole('button', { name: 'License plate help' }));
    expect(screen.getByRole('heading', { name: 'License Plate Status' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I do not have a license plate yet' }));
    const plate = screen.getByLabelText(/^License plate/, { selector: 'input' }) as HTMLInputElement;
    expect(plate.disabled).toBe(true);
    expect(plate.value).toBe('No License Plate');
    expect(last).toMatchObject({ hasPlate: false, license: 'NO_PLATE' });
    fireEvent.click(screen.getByRole('button', { name: 'License plate help' }));
    fireEvent.click(screen.getByRole('button', { name: 'I have a license plate' }));
    expect((screen.getByLabelText(/^License plate/, { selector: 'input' }) as HTMLInputElement).disabled).toBe(false);
    expect(last).toMatchObject({ hasPlate: true, license: '' });
  });
});
