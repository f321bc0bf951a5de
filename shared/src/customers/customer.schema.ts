import { z } from '../zod.ts';
import type { Vehicle } from '../vehicles/vehicle.schema.ts';

/**
 * A customer as a record of her own (API.md, "Vehicles and customers"): the signed-in user's, or
 * made from the email a booking, request or waitlist entry typed. Appointments, requests, waitlist
 * entries and inspections point at her; their contact columns stay as the snapshot of what was typed.
 */
export interface Customer {
  id: number;
  user_id: number | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  created_at: string;
}

/** GET /api/admin/customers?q=: one search over name, email, phone digits, plate and VIN. */
export const customerSearchSchema = z.object({
  q: z.string().trim().max(100, 'Search for at most 100 characters').default(''),
});

export interface CustomerHit {
  id: number;
  name: string;
  email: string;
  phone: string;
  vehicles: { id: number; label: string }[];
}

export interface CustomerDetail {
  customer: Customer;
  vehicles: Vehicle[];
  appointments: {
    id: number;
    date: string;
    start_time: string;
    status: string;
    vehicle_id: number | null;
    services: string[];
  }[];
}

// Kept beside the shapes for the server; pages import it from its own module, without zod.
export { customerName } from './customer-name.ts';
