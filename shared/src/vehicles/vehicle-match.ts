import { modelKey, plateKey, vinKey, type TypedVehicle } from './vehicle-keys.ts';

/** What a known car is matched on. */
export interface CarKeys {
  id: number;
  customer_id: number;
  vin: string | null;
  plate_key: string;
  make: string;
  model: string;
  year: string;
}

export type MatchReason = 'same VIN' | 'same plate' | 'same make, model and year';

/**
 * The car a typed vehicle is, among `cars` (the customer's cars, plus whichever car holds the typed
 * VIN, since a VIN is unique in the shop), or null for a new car. The VIN decides first, anywhere;
 * then the plate, then make + model + year, both among the customer's own cars only (a plate moves
 * between cars and people); a car with another VIN, or another plate for the model match, is never it.
 */
export function matchCar<C extends CarKeys>(
  customerId: number,
  typed: TypedVehicle,
  cars: readonly C[],
): { car: C; reason: MatchReason } | null {
  const vin = vinKey(typed.vin);
  if (vin !== null) {
    const byVin = cars.find((c) => c.vin === vin);
    if (byVin) return { car: byVin, reason: 'same VIN' };
  }
  const hers = cars.filter((c) => c.customer_id === customerId && (vin === null || c.vin === null));
  const plate = plateKey(typed.plate);
  if (plate !== '') {
    const byPlate = hers.find((c) => c.plate_key === plate);
    if (byPlate) return { car: byPlate, reason: 'same plate' };
  }
  const model = modelKey(typed.make, typed.model, typed.year);
  const byModel = hers.find((c) => modelKey(c.make, c.model, c.year) === model && (plate === '' || c.plate_key === ''));
  return byModel ? { car: byModel, reason: 'same make, model and year' } : null;
}
