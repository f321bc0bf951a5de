import { z } from '../zod.ts';
import type { VehicleDue } from '../vehicles/vehicle-page.schema.ts';
import { odometerValue, type OdometerUnit } from '../vehicles/vehicle.schema.ts';

/** POST /api/vehicles/{id}/readings?t=: "My odometer reads ___" from a reminder's link. */
export const customerReadingSchema = z.object({
  value: odometerValue,
});
export type CustomerReading = z.infer<typeof customerReadingSchema>;

/** What a car's link shows of its maintenance: each rule's state and the projection's sentence. */
export interface CarDueView {
  due: VehicleDue[];
  unit: OdometerUnit;
  /** "about 60,200 mi (4 readings over 14 months)", or null with no reading. */
  projected_text: string | null;
}

/** GET /api/vehicles/{id}/prefill?t=: what the wizard fills in from a reminder's link. */
export interface VehiclePrefill extends CarDueView {
  vehicle: { id: number; year: string; make: string; model: string; vin: string | null; plate: string };
  contact: { name: string; email: string; phone: string };
}
