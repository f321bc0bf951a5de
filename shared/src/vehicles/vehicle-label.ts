import type { Vehicle } from './vehicle.schema.ts';

/** A short name of a car for lists: "2019 Honda Civic (ABC123)". */
export function vehicleLabel(v: Pick<Vehicle, 'year' | 'make' | 'model' | 'plate'>): string {
  const name = [v.year, v.make, v.model].filter((s) => s !== '').join(' ') || 'Vehicle';
  return v.plate ? `${name} (${v.plate})` : name;
}
