import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { VinField } from './vin-field.tsx';

function Form({ required }: { required?: boolean }) {
  const [vin, setVin] = useState('');
  return <VinField value={vin} onChange={setVin} required={required} />;
}

function typeVin(value: string) {
  const input = screen.getByLabelText(/VIN/);
  fireEvent.change(input, { target: { value } });
  return input;
}

/** The texts the input is described by, as a screen reader reads them. */
function description(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
}

describe('VinField', () => {
  it('when the check digit is wrong, then the field says the expected digit and is marked invalid', () => {
    render(<Form />);
    const input = typeVin('5YJ3E1EA7KF317000');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toBe('Check digit should be 2.');
  });

  it('when an O is typed, then its position is named at once, before the VIN is complete', () => {
    render(<Form />);
    const input = typeVin('1HGCO');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toBe('A VIN never contains I, O or Q (position 5).');
  });

  it('when a VIN is still short, then its length is named only once the field is left', () => {
    render(<Form />);
    const input = typeVin('1HGCM82633A00435');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText(/17 characters/)).toBeNull();
    fireEvent.blur(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toBe('A VIN has 17 characters (this one has 16).');
  });

  it('when a VIN is valid, then it is not invalid and the field says its year and maker', () => {
    render(<Form />);
    const input = typeVin('1hgcm82633a004352');
    fireEvent.blur(input);
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(description(input)).toBe('Model year 2003, Honda.');
  });

  it('when a required VIN is left empty, then the field asks for it; an optional one stays quiet', () => {
    const { unmount } = render(<Form required />);
    fireEvent.blur(screen.getByLabelText(/VIN/));
    expect(description(screen.getByLabelText(/VIN/))).toBe('Enter the VIN.');
    unmount();
    render(<Form />);
    fireEvent.blur(screen.getByLabelText(/VIN/));
    expect(screen.getByLabelText(/VIN/).getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByLabelText(/VIN/).getAttribute('aria-describedby')).toBeNull();
  });
});
