import { z } from '../zod.ts';
import { bookingMessages as bm } from '../bookings/messages.ts';
import { isIsoDate } from '../time/shop-time.ts';
import {
  emailAddress,
  lineText,
  longText,
  optionalVehicleYear,
  personName,
  phoneNumber,
} from '../validation/text-fields.ts';
import { requestMessages as m, REQUEST_SERVICE_OPTIONS } from './messages.ts';
import { optionalVin } from '../vehicles/vin.schema.ts';

const optional = (field: string, max: number) =>
  lineText(field, max)
    .nullish()
    .transform((v) => v ?? '');

/** POST /api/appointment-requests: the request form (customer spec 3, 5). */
export const appointmentRequestSchema = z.object({
  firstName: personName('First name', 60).min(1, bm.required('First name')),
  lastName: personName('Last name', 60).min(1, bm.required('Last name')),
  email: z.string().trim().min(1, bm.required('Email')).pipe(emailAddress),
  phone: z.string().trim().min(1, bm.required('Phone')).pipe(phoneNumber),
  vehicleMake: optional('Make', 60),
  vehicleModel: optional('Model', 60),
  vehicleYear: optionalVehicleYear,
  vin: optionalVin.transform((v) => v ?? ''),
  licensePlate: optional('License plate', 12),
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
  message: longText('Message', 2000)
    .nullish()
    .transform((v) => (v ?? '').trim()),
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
