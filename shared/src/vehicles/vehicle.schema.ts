import { z } from '../zod.ts';
import { lineText } from '../validation/text-fields.ts';
import { vehicleYear } from '../validation/text-fields.ts';
import { optionalVin } from './vin.schema.ts';

/**
 * The vehicle as a record of its own (API.md, "Vehicles and customers"). Distances are integers in
 * the vehicle's `odometer_unit`; dates `yyyy-MM-dd` in the shop's zone; money in cents.
 */
export const odometerUnitSchema = z.enum(['mi', 'km']);
export type OdometerUnit = z.infer<typeof odometerUnitSchema>;

export const readingSourceSchema = z.enum(['check_in', 'inspection', 'customer', 'import']);
export type ReadingSource = z.infer<typeof readingSourceSchema>;

const plate = lineText('Plate', 20);
/** An odometer reading, in the car's unit. */
export const odometerValue = z
  .number()
  .int('An odometer reading is a whole number')
  .min(0, 'An odometer reading cannot be negative')
  .max(2_000_000, 'An odometer reading must be at most 2,000,000');

/** The fields staff may set on a car. */
export const vehicleFieldsSchema = z.object({
  vin: optionalVin,
  plate: plate.optional().default(''),
  make: lineText('Make', 50).min(1, 'Enter the make'),
  model: lineText('Model', 50).min(1, 'Enter the model'),
  year: vehicleYear,
  engine: lineText('Engine', 80).optional().default(''),
  odometer_unit: odometerUnitSchema.optional().default('mi'),
});

/** POST /api/admin/vehicles. */
export const vehicleCreateSchema = vehicleFieldsSchema.extend({ customer_id: z.number().int().positive() });
export type VehicleCreate = z.infer<typeof vehicleCreateSchema>;

/** PUT /api/admin/vehicles/{id}: the fields, `archived`, and the version the edit was made on. */
export const vehicleUpdateSchema = vehicleFieldsSchema.partial().extend({
  archived: z.boolean().optional(),
  version: z.number().int(),
});
export type VehicleUpdate = z.infer<typeof vehicleUpdateSchema>;

/** POST /api/admin/vehicles/{id}/readings. `recorded_at` only for `import`, and in the past. */
export const readingCreateSchema = z
  .object({
    value: odometerValue,
    source: readingSourceSchema,
    appointment_id: z.number().int().positive().optional(),
    recorded_at: z.iso.datetime({ offset: true }).optional(),
    correction: z.boolean().optional(),
  })
  .refine((r) => r.recorded_at === undefined || r.source === 'import', {
    message: 'Only an import may say when a reading was taken',
    path: ['recorded_at'],
  });
export type ReadingCreate = z.infer<typeof readingCreateSchema>;

/** POST /api/admin/vehicles/{id}/merge. */
export const vehicleMergeSchema = z.object({ into: z.number().int().positive() });
/** POST /api/admin/vehicles/{id}/transfer. */
export const vehicleTransferSchema = z.object({ customer_id: z.number().int().positive() });

export interface Vehicle {
  id: number;
  customer_id: number;
  vin: string | null;
  plate: string;
  make: string;
  model: string;
  year: string;
  engine: string;
  odometer_unit: OdometerUnit;
  archived: boolean;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface Reading {
  value: number;
  source: ReadingSource;
  recorded_at: string;
  appointment_id?: number | null;
}

/** The projected odometer today: null with no reading at all. */
export interface ProjectedOdometer {
  value: number;
  readings: number;
  span_days: number;
  confidence_percent: number;
}

export type TimelineKind = 'visit' | 'inspection' | 'line' | 'reading' | 'recommendation' | 'message';

/** One entry of a car's story, newest first; `kind` says which of the optional fields it carries. */
export interface TimelineEntry {
  at: string;
  kind: TimelineKind;
  title: string;
  detail?: string;
  appointment_id?: number;
  inspection_id?: string;
  status?: string;
  price_cents?: number;
  decision?: 'approved' | 'declined' | 'pending';
  photo_urls?: string[];
}

/** GET /api/vin/{vin}. */
export interface VinDecode {
  vin: string;
  model_year: number;
  wmi: string;
  manufacturer: string;
  make: string;
  model: string;
  trim?: string;
  engine?: string;
  body?: string;
}

// Kept beside the shapes for the server; pages import it from its own module, without zod.
export { vehicleLabel } from './vehicle-label.ts';
