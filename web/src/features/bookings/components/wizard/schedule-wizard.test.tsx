import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { ScheduleWizard } from './schedule-wizard.tsx';

const selection = { services: [{ id: 1, name: 'Oil Change', price: 39.99 }], totalPrice: 39.99 };

beforeEach(() => sessionStorage.clear());

describe('schedule wizard', () => {
  it('when a service type is picked, then step 2 opens; Continue names the first missing field', () => {
    renderWithProviders(<ScheduleWizard selection={selection} />);
    expect(screen.getByRole('heading', { name: 'Drop-off or Same-day' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Same-day/ }));
    expect(screen.getByRole('heading', { name: 'Vehicle and Contact Information' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Schedule' }));
    expect(screen.getByRole('alert').textContent).toContain('Vehicle make is required');
  });

  it('when a live error remains, then continuing asks to fix it; Back clears the error', async () => {
    renderWithProviders(<ScheduleWizard selection={selection} />);
    fireEvent.click(screen.getByRole('button', { name: /Drop-off/ }));
    // The vehicle step's code loads when it is reached.
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'bad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Schedule' }));
    expect(screen.getByRole('alert').textContent).toContain('Please fix the validation errors before continuing');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Drop-off or Same-day' })).toBeTruthy();
  });

  it('when the vehicle step is complete, then Enter advances to the date step', async () => {
    renderWithProviders(<ScheduleWizard selection={selection} />);
    fireEvent.click(screen.getByRole('button', { name: /Same-day/ }));
    await screen.findByLabelText(/^Make/, { selector: 'input' });
    const fill = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
    fill(/^Make/, 'Toyota');
    fill(/^Model/, 'Corolla');
    fill(/^Year/, '2018');
    fill(/^License plate/, '7ABC123');
    fill(/^Full name/, 'Ana Lopez');
    fill(/^Phone/, '5105550100');
    fill(/^Email/, 'ana@example.com');
    fireEvent.keyDown(screen.getByLabelText(/^Email/), { key: 'Enter' });
    expect(screen.getByRole('heading', { name: 'Select Appointment Date & Time' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Continue to Payment' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
