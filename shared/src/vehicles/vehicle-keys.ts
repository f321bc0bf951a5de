/**
 * How a typed car is recognised again: the keys the server matches on (and stores beside the typed
 * text, so one indexed comparison finds it), used alike by the migration, bookings and search.
 */

import { checkVin } from './vin.ts';

/** A plate for matching: upper-case letters and digits only ("7 abc-123" and "7ABC123" are one plate). */
export const plateKey = (plate: string | null | undefined): string =>
  (plate ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * A typed VIN for matching: upper-case, without spaces or dashes; null when nothing was typed or
 * when it is no VIN at all (the shared rule: length, letters, check digit). Rows from before VINs
 * were checked hold "N/A", "unknown" or a mistyped one: matched as a key, each such text would join
 * every customer who typed it into one car.
 */
export function vinKey(vin: string | null | undefined): string | null {
  const key = vinText(vin);
  return key !== null && checkVin(key).ok ? key : null;
}

/** Part of a VIN as a search needle: upper-case, without spaces or dashes; null when empty. */
export function vinText(vin: string | null | undefined): string | null {
  const text = (vin ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
  return text === '' ? null : text;
}

/** Make, model and year as one key: case and surrounding spaces do not make another car. */
export const modelKey = (make: string, model: string, year: string): string =>
  [make, model, year].map((s) => s.trim().toLowerCase()).join('|');

/** The typed fields of a car, as an appointment, request or waitlist entry holds them. */
export interface TypedVehicle {
  make: string;
  model: string;
  year: string;
  vin: string | null;
  plate: string;
}

/** True when nothing at all about the car was typed. */
export const isBlankVehicle = (v: TypedVehicle): boolean =>
  vinKey(v.vin) === null && plateKey(v.plate) === '' && modelKey(v.make, v.model, v.year) === '||';
