import type { Vehicle } from '@shop/shared/vehicles/vehicle.schema';
import type { ConflictTable } from '@/features/offline/api/conflict-differences.ts';

/** The conflict's `current` is the car as the server has it now (PUT /api/admin/vehicles/{id}). */
const field = (label: string, key: keyof Vehicle) => ({
  label,
  theirs: (current: Record<string, unknown>) => String((current as Partial<Vehicle>)[key] ?? ''),
});

/** Each field a staff edit of a car may carry: its label and where the server keeps it. */
export const vehicleConflictTable: ConflictTable = {
  record: 'Vehicle',
  deleteMine: 'Delete it',
  deleteTheirs: 'Changed, still kept',
  fields: {
    vin: field('VIN', 'vin'),
    plate: field('Plate', 'plate'),
    make: field('Make', 'make'),
    model: field('Model', 'model'),
    year: field('Year', 'year'),
    engine: field('Engine', 'engine'),
    odometer_unit: field('Odometer unit', 'odometer_unit'),
    archived: field('Archived', 'archived'),
  },
};
