import { optionalVinProblem } from '../vehicles/vin-problem.ts';
import { bookingMessages as m, NO_PLATE } from './messages.ts';

/** local@domain.tld, without spaces or the characters that would break a mail header (<, >, quotes, ...). */
export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
export const MIN_YEAR = 1900;
export const MIN_PHONE_DIGITS = 7;

/** A field's live error, or null when it is fine (customer spec 5). */
export type FieldCheck = (value: string) => string | null;

/** Vehicle year: a number between 1900 and next calendar year. */
export function checkYear(value: string, currentYear: number): string | null {
  const trimmed = value.trim();
  if (trimmed === '' || !/^\d+$/.test(trimmed)) return m.yearNotNumber;
  const year = Number(trimmed);
  if (year < MIN_YEAR || year > currentYear + 1) return m.yearOutOfRange(currentYear + 1);
  return null;
}

export const checkMake: FieldCheck = (v) => (v.trim() === '' ? m.cannotBeEmpty('Make') : null);
export const checkModel: FieldCheck = (v) => (v.trim() === '' ? m.cannotBeEmpty('Model') : null);
export const checkEmail: FieldCheck = (v) => (EMAIL_PATTERN.test(v.trim()) ? null : m.invalidEmail);
export const checkPhone: FieldCheck = (v) => (v.replace(/\D/g, '').length >= MIN_PHONE_DIGITS ? null : m.invalidPhone);
export const checkName: FieldCheck = (v) => (v.trim() === '' ? m.nameEmpty : null);

/** License plate: required unless the user said there is none (NO_PLATE). */
export function checkLicense(value: string, hasPlate: boolean): string | null {
  if (!hasPlate || value === NO_PLATE) return null;
  return value.trim() === '' ? m.licenseRequired : null;
}

export interface VehicleContactForm {
  make: string;
  model: string;
  year: string;
  vin: string;
  license: string;
  hasPlate: boolean;
  name: string;
  email: string;
  phone: string;
}

export type VehicleContactErrors = Partial<Record<keyof VehicleContactForm, string>>;

/** Live errors of the wizard's vehicle and contact step, for the fields that have a value. */
export function liveVehicleContactErrors(form: VehicleContactForm, currentYear: number): VehicleContactErrors {
  const errors: VehicleContactErrors = {};
  const set = (k: keyof VehicleContactForm, e: string | null) => {
    if (e) errors[k] = e;
  };
  if (form.year !== '') set('year', checkYear(form.year, currentYear));
  if (form.make !== '') set('make', checkMake(form.make));
  if (form.model !== '') set('model', checkModel(form.model));
  if (form.email !== '') set('email', checkEmail(form.email));
  if (form.phone !== '') set('phone', checkPhone(form.phone));
  if (form.name !== '') set('name', checkName(form.name));
  if (form.license !== '') set('license', checkLicense(form.license, form.hasPlate));
  // Optional, but a VIN typed must pass the VIN rules: a wrong one is caught before it is saved.
  set('vin', optionalVinProblem(form.vin, currentYear));
  return errors;
}

/**
 * The error that blocks "Continue" on the vehicle and contact step, or null. Live errors win
 * with the general message; then the first missing required field is named.
 */
export function vehicleContactStepError(form: VehicleContactForm, currentYear: number): string | null {
  if (Object.keys(liveVehicleContactErrors(form, currentYear)).length > 0) return m.fixErrors;
  if (form.make.trim() === '') return m.vehicleRequired('make');
  if (form.model.trim() === '') return m.vehicleRequired('model');
  if (form.year.trim() === '') return m.vehicleRequired('year');
  if (form.hasPlate && form.license.trim() === '') return m.licenseRequired;
  if (form.name.trim() === '') return m.required('Name');
  if (form.email.trim() === '') return m.required('Email');
  if (form.phone.trim() === '') return m.required('Phone');
  return null;
}

/** The error that blocks "Continue to Payment" on the date step, or null. */
export function dateStepError(date: string, time: string): string | null {
  if (!date) return m.required('Date');
  if (!time) return m.required('Time');
  return null;
}
