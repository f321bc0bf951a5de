import type { Vehicle } from '@shop/shared/vehicles/vehicle.schema';
import { asBoolean } from '../db/dialect.ts';
import type { VehicleRow } from './vehicles.repository.ts';

/** The car as the API answers it: no matching keys or merge bookkeeping. */
export function toVehicle(row: VehicleRow): Vehicle {
  return {
    id: row.id,
    customer_id: row.customer_id,
    vin: row.vin,
    plate: row.plate,
    make: row.make,
    model: row.model,
    year: row.year,
    engine: row.engine,
    odometer_unit: row.odometer_unit,
    archived: asBoolean(row.archived),
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
