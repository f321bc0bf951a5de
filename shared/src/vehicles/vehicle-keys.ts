/**
 * How a typed car is recognised again: the keys the server matches on (and stores beside the typed
 * text, so one indexed comparison finds it), used alike by the migration, bookings and search.
 */

/** A plate for matching: upper-case letters and digits only ("7 abc-123" and "7ABC123" are one plate). */
export const plateKey = (plate: string | null | undefined): string =>
  (plate ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');

/** A typed VIN for matching: upper-case, without spaces or dashes; null when nothing was typed. */
export function vinKey(vin: string | null | undefined): string | null {
  const key = (vin ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
  return key === '' ? null : key;
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
