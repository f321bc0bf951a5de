import type { Customer } from '../customers/customer.schema.ts';
import type { ProjectedOdometer, Reading, TimelineEntry, Vehicle } from './vehicle.schema.ts';

/** A declined line brought back (API.md, "Bringing cars back"); the vehicle page lists them once they exist. */
export interface VehicleRecommendation {
  id: number;
  vehicle_id: number;
  customer_id: number;
  description: string;
  condition: string | null;
  price_cents: number;
  declined_at: string;
  odometer: number | null;
  photo_urls: string[];
  status: 'open' | 'approved' | 'booked' | 'done_elsewhere' | 'stopped' | 'archived';
  messages_sent: number;
}

/** A maintenance rule's state for one car (API.md, `vehicle.due`). */
export interface VehicleDue {
  rule_id: number;
  service_id: number;
  /** The service's name in the catalog, so the chips read offline as they do online. */
  service_name: string;
  due_date: string | null;
  due_miles: number | null;
  projected_miles: number | null;
  status: 'ok' | 'soon' | 'due' | 'overdue';
}

/** GET /api/admin/vehicles/{id}: the car's whole story, newest first. */
export interface VehiclePage {
  vehicle: Vehicle;
  customer: Customer;
  readings: Reading[];
  projected: ProjectedOdometer | null;
  timeline: TimelineEntry[];
  recommendations: VehicleRecommendation[];
  due: VehicleDue[];
}

/** One visit of a car as its owner sees it. */
export interface OwnerVisit {
  appointment_id: number;
  date: string;
  start_time: string;
  status: string;
  services: string[];
}

/** A line the owner answered: what was approved or declined, at what price. */
export interface OwnerLine {
  appointment_id: number;
  description: string;
  price_cents: number;
  decision: 'approved' | 'declined';
  at: string;
}

/** GET /api/users/me/vehicles: each of her cars with its visits, answered lines and readings. */
export interface MyVehicle {
  vehicle: Vehicle;
  visits: OwnerVisit[];
  lines: OwnerLine[];
  readings: Reading[];
}
