import { describe, expect, it } from 'vitest';
import {
  checkEmail,
  checkLicense,
  checkMake,
  checkModel,
  checkName,
  checkPhone,
  checkYear,
  dateStepError,
  liveVehicleContactErrors,
  vehicleContactStepError,
  type VehicleContactForm,
} from './booking-validation.ts';
import { wizardBookingSchema } from './booking.schema.ts';
import { NO_PLATE } from './messages.ts';

const good: VehicleContactForm = {
  make: 'Toyota',
  model: 'Corolla',
  year: '2018',
  vin: '',
  license: '7ABC123',
  hasPlate: true,
  name: 'Ana Lopez',
  email: 'ana@example.com',
  phone: '(510) 555-0100',
};

describe('the wizard and a VIN', () => {
  it('when no VIN is given, then the step may continue', () => {
    expect(vehicleContactStepError(good, 2026)).toBeNull();
  });

  it('when the VIN typed is wrong, then the VIN is named and the step cannot continue', () => {
    const form = { ...good, vin: '1HGCM82643A004352' };
    expect(liveVehicleContactErrors(form, 2026).vin).toBe('Check digit should be 3.');
    expect(vehicleContactStepError(form, 2026)).toBe('Please fix the validation errors before continuing');
  });

  it('when the VIN is valid in lower case with dashes, then the step may continue', () => {
    expect(vehicleContactStepError({ ...good, vin: '1hgcm8-2633a-004352' }, 2026)).toBeNull();
  });
});

describe('wizard validation messages', () => {
  it('checks the year as a number between 1900 and next year', () => {
    expect(checkYear('abc', 2026)).toBe('Year must be a valid number');
    expect(checkYear('1899', 2026)).toBe('Year must be between 1900 and 2027');
    expect(checkYear('2028', 2026)).toBe('Year must be between 1900 and 2027');
    expect(checkYear('2027', 2026)).toBeNull();
  });
  it('checks make, model, name, email, phone and plate', () => {
    expect(checkMake(' ')).toBe('Make cannot be empty');
    expect(checkModel('')).toBe('Model cannot be empty');
    expect(checkName('  ')).toBe('Name cannot be empty');
    expect(checkEmail('a@b')).toBe('Please enter a valid email address');
    expect(checkEmail('a@b.co')).toBeNull();
    expect(checkPhone('555-12')).toBe('Please enter a valid phone number');
    expect(checkPhone('(555) 1234')).toBeNull();
    expect(checkLicense('', true)).toBe('License plate is required');
    expect(checkLicense(NO_PLATE, false)).toBeNull();
  });
  it('when a live error exists, then continuing names the general message', () => {
    expect(liveVehicleContactErrors({ ...good, email: 'x' }, 2026)).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(vehicleContactStepError({ ...good, email: 'x' }, 2026)).toBe(
      'Please fix the validation errors before continuing',
    );
  });
  it('when a required field is missing, then it is named', () => {
    expect(vehicleContactStepError({ ...good, make: '' }, 2026)).toBe('Vehicle make is required');
    expect(vehicleContactStepError({ ...good, year: '' }, 2026)).toBe('Vehicle year is required');
    expect(vehicleContactStepError({ ...good, name: '' }, 2026)).toBe('Name is required');
    expect(vehicleContactStepError({ ...good, phone: '' }, 2026)).toBe('Phone is required');
    expect(vehicleContactStepError({ ...good, license: '', hasPlate: false }, 2026)).toBeNull();
    expect(vehicleContactStepError(good, 2026)).toBeNull();
  });
  it('requires date and then time on the date step', () => {
    expect(dateStepError('', '')).toBe('Date is required');
    expect(dateStepError('2026-03-09', '')).toBe('Time is required');
    expect(dateStepError('2026-03-09', '09:00')).toBeNull();
  });
  it('when the server parses a wizard body, then the same messages come back', () => {
    const r = wizardBookingSchema.safeParse({
      service_type_id: 1,
      date: '2026-03-09',
      start_time: '9:00 AM',
      vehicle_info: { make: 'VW', model: 'Golf', year: 'old' },
      contact_info: { name: 'A', email: 'nope', phone: '1' },
    });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Year must be a valid number',
        'Please enter a valid email address',
        'Please enter a valid phone number',
      ]),
    );
  });
});
