import type { Customer } from '../customers/customer.schema.ts';
import type { ProjectedOdometer, Reading, TimelineEntry, Vehicle } from './vehicle.schema.ts';

/** GET /api/admin/vehicles/{id} (API.md, "Vehicles and customers"). */
export interface VehicleDetail {
  vehicle: Vehicle;
  customer: Customer;
  readings: Reading[];
  projected: ProjectedOdometer | null;
  timeline: TimelineEntry[];
  recommendations: unknown[];
  due: unknown[];
}

/** The 410 answer of a merged vehicle's id: where its history went. */
export interface MergedAnswer {
  code: 'merged';
  merged_into: number;
}

/** 409 `odometer_lower`: the latest reading the new one is below. */
export interface OdometerLowerAnswer {
  code: 'odometer_lower';
  latest?: number;
}

/** One visit of a car as its owner sees it, with what was approved or declined. */
export interface MyVehicleVisit {
  appointment_id: number;
  date: string;
  status: string;
  services: string[];
  lines: { description: string; price_cents: number; decision: 'approved' | 'declined' | 'pending' }[];
}

/** GET /api/users/me/vehicles. */
export interface MyVehicles {
  vehicles: { vehicle: Vehicle; visits: MyVehicleVisit[]; readings: Reading[] }[];
}
