import { z } from 'zod';
import { checkEmail, checkPhone } from '../bookings/booking-validation.ts';
import { bookingMessages as bm } from '../bookings/messages.ts';
import { isIsoDate } from '../time/shop-time.ts';
import { requestMessages as m, REQUEST_SERVICE_OPTIONS } from './messages.ts';

const text = (max: number) => z.string().trim().max(max);
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v ?? '');

/** POST /api/appointment-requests: the request form (customer spec 3, 5). */
export const appointmentRequestSchema = z.object({
  firstName: text(60).min(1, bm.required('First name')),
  lastName: text(60).min(1, bm.required('Last name')),
  email: text(254)
    .toLowerCase()
    .min(1, bm.required('Email'))
    .refine((v) => checkEmail(v) === null, bm.invalidEmail),
  phone: text(40)
    .min(1, bm.required('Phone'))
    .refine((v) => checkPhone(v) === null, bm.invalidPhone),
  vehicleMake: optional(60),
  vehicleModel: optional(60),
  vehicleYear: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined ? '' : String(v).trim()))
    .refine((v) => v === '' || /^\d{4}$/.test(v), bm.yearNotNumber),
  vin: optional(17),
  licensePlate: optional(12),
  serviceNeeded: z.array(z.enum(REQUEST_SERVICE_OPTIONS)).min(1, m.serviceRequired).max(8),
  preferredDate: z
    .string()
    .nullish()
    .transform((v) => v ?? '')
    .refine((v) => v === '' || isIsoDate(v), 'Use a date like 2026-03-09'),
  preferredTime: z
    .enum(['Morning', 'Afternoon', ''])
    .nullish()
    .transform((v) => v ?? ''),
  message: optional(2000),
});
export type AppointmentRequestInput = z.input<typeof appointmentRequestSchema>;
export type ParsedAppointmentRequest = z.output<typeof appointmentRequestSchema>;

export const REQUEST_STATUSES = ['pending', 'scheduled', 'declined'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** An appointment request as the admin API answers it (admin spec 3). */
export const appointmentRequestDtoSchema = z.object({
  request_id: z.number(),
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  service_needed: z.array(z.string()),
  service_type: z.string(),
  vehicle_make: z.string(),
  vehicle_model: z.string(),
  vehicle_year: z.string(),
  vin: z.string(),
  license_plate: z.string(),
  message: z.string(),
  notes: z.string(),
  preferred_date: z.string().nullable(),
  preferred_time: z.string().nullable(),
  status: z.enum(REQUEST_STATUSES),
  is_converted_to_appointment: z.boolean(),
  appointment_id: z.number().nullable(),
  created_at: z.string(),
  version: z.number(),
});
export type AppointmentRequestDto = z.infer<typeof appointmentRequestDtoSchema>;

export const createRequestResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  request_id: z.number(),
});

export const requestListQuerySchema = z.object({
  status: z.enum([...REQUEST_STATUSES, 'all']).default('pending'),
});

/** PUT /api/admin/appointment-requests/{request_id}. */
export const requestUpdateSchema = z.union([
  z.object({ status: z.literal('declined'), version: z.number().int().optional() }),
  z.object({
    status: z.literal('scheduled'),
    is_converted_to_appointment: z.literal(true),
    appointment_id: z.number().int().positive().optional(),
    version: z.number().int().optional(),
  }),
]);
export type RequestUpdate = z.infer<typeof requestUpdateSchema>;
