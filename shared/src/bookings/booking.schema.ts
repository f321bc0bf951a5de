import { z } from '../zod.ts';
import {
  clockTime as time,
  emailAddress as email,
  lineText,
  longText,
  optionalVehicleYear,
  personName,
  phoneNumber as phone,
  vehicleYear as year,
} from '../validation/text-fields.ts';
import { canonicalStatus } from '../appointments/appointment-status.ts';
import { bookingMessages as m } from './messages.ts';
import { slotSchema } from './slot.schema.ts';
import { optionalVin } from '../vehicles/vin.schema.ts';

const optionalText = (field: string, max: number) =>
  lineText(field, max)
    .nullish()
    .transform((v) => (v ? v : null));
const notes = longText('Notes', 2000)
  .nullish()
  .transform((v) => v ?? '');
const serviceId = z.coerce.number().int().positive();

export const paymentOptionSchema = z.enum(['online', 'inPerson']);
export type PaymentOption = z.infer<typeof paymentOptionSchema>;

/** POST /api/appointments from the customer wizard (customer spec 7, plus our fields). */
export const wizardBookingSchema = z.object({
  service_type_id: serviceId,
  service_ids: z.array(serviceId).min(1).max(12).optional(),
  date: z.string().min(1, m.required('Date')),
  start_time: time,
  end_time: time.optional(),
  user_id: z.unknown().optional(),
  vehicle_info: z.object({
    make: lineText('Make', 60).min(1, m.vehicleRequired('make')),
    model: lineText('Model', 60).min(1, m.vehicleRequired('model')),
    year,
    vin: optionalVin,
    license: optionalText('License plate', 12),
  }),
  contact_info: z.object({
    name: personName('Name', 120).min(1, m.nameEmpty),
    email,
    phone,
  }),
  notes,
  is_drop_off: z.boolean().optional(),
  payment_option: paymentOptionSchema.optional(),
  /** A signed-in customer's pick among her cars; `vehicle_info` is still sent as the snapshot. */
  vehicle_id: z.number().int().positive().optional(),
  /** The box beside the phone (textsMessages.bookingFormConsent): ticked, the number agreed to texts in those words. */
  sms_consent: z.boolean().optional(),
  /**
   * Book these: the declined lines this visit is for, with the car's token from the follow-up link.
   * They are marked booked only when the token opens their car; otherwise the booking stands alone.
   */
  recommendation_ids: z.array(z.number().int().positive()).min(1).max(50).optional(),
  vehicle_token: z.string().min(1).max(200).optional(),
});
export type WizardBooking = z.input<typeof wizardBookingSchema>;
export type ParsedWizardBooking = z.output<typeof wizardBookingSchema>;

/** POST /api/appointments from the admin calendar (admin spec 7). */
export const adminBookingSchema = z.object({
  date: z.string().min(1, m.required('Date')),
  start_time: time,
  end_time: time.optional(),
  first_name: personName('First name', 60).min(1, m.required('First name')),
  last_name: personName('Last name', 60).default(''),
  email,
  /** Staff may leave it empty; a number given must have 7 digits. */
  phone: z.union([z.literal(''), phone]).default(''),
  vehicle_make: lineText('Make', 60).default(''),
  vehicle_model: lineText('Model', 60).default(''),
  vehicle_year: optionalVehicleYear,
  vin: optionalVin,
  license_plate: optionalText('License plate', 12),
  service_type_id: z.array(serviceId).min(1, 'Please select at least one service'),
  notes,
  request_id: z.coerce.number().int().positive().nullish(),
  appointment_request_id: z.coerce.number().int().positive().nullish(),
});
export type AdminBooking = z.input<typeof adminBookingSchema>;
export type ParsedAdminBooking = z.output<typeof adminBookingSchema>;

export const APPOINTMENT_STATUSES = [
  'scheduled',
  'confirmed',
  'pending',
  'completed',
  'cancelled',
  'admin_blocked',
  'no_show',
] as const;
export const appointmentStatusSchema = z.string().transform(canonicalStatus).pipe(z.enum(APPOINTMENT_STATUSES));
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const priceLineSchema = z.object({
  id: z.number(),
  name: z.string(),
  price: z.number(),
  originalPrice: z.number().optional(),
});
/** A priced service line as the API shows it: dollars; `originalPrice` only when discounted. */
export type PriceLine = z.infer<typeof priceLineSchema>;

/** The contact on an appointment, as anyone with access to the appointment sees it. */
const contactSchema = z.object({ name: z.string(), email: z.string(), phone: z.string() });

/**
 * An appointment as a customer (or an anonymous booker) sees it: nothing about accounts, so an
 * answer never tells whether an email belongs to a registered customer.
 */
export const customerAppointmentSchema = z.object({
  id: z.number(),
  order_id: z.string(),
  service_id: z.number(),
  service_type: z.string(),
  services: z.array(priceLineSchema),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  notes: z.string(),
  is_ghost_slot: z.boolean(),
  is_drop_off: z.boolean(),
  /** The slot rules it was booked under: the wizard's same-day or drop-off, or staff's any hour. */
  type: z.enum(['sameday', 'dropoff', 'hourly']),
  payment_option: paymentOptionSchema,
  payment_status: z.string(),
  total_price: z.number(),
  discount: z.number(),
  /** What cancelling cost the customer; null unless cancelled by the customer's rule. */
  cancellation_fee: z.number().nullable(),
  estimated_completion: z.string().nullable(),
  request_id: z.number().nullable(),
  user: contactSchema,
  vehicle: z.object({
    make: z.string(),
    model: z.string(),
    year: z.string(),
    vin: z.string().nullable(),
    license: z.string().nullable(),
  }),
  version: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CustomerAppointment = z.infer<typeof customerAppointmentSchema>;

/** An appointment as staff see it (admin list, edit): the account behind the contact too. */
export const appointmentSchema = customerAppointmentSchema.extend({
  user: contactSchema.extend({ id: z.number(), is_ghost: z.boolean() }),
  /** The customer and car records it points at (null only for rows no write has pointed yet). */
  customer_id: z.number().nullable().optional(),
  vehicle_id: z.number().nullable().optional(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const createBookingResponseSchema = z.object({
  success: z.literal(true),
  appointment: customerAppointmentSchema,
  tracking_token: z.string(),
  order_id: z.string(),
});
export type CreateBookingResponse = z.infer<typeof createBookingResponseSchema>;

export const availableSlotsResponseSchema = z.object({ available_slots: z.array(slotSchema) });
export type AvailableSlotsResponse = z.infer<typeof availableSlotsResponseSchema>;

export const slotTypeParamSchema = z.enum(['sameday', 'dropoff']).optional();

export const availableSlotsQuerySchema = z.object({
  date: z.string().min(1, m.required('Date')),
  service_id: serviceId.optional(),
  service_ids: z.string().optional(),
  type: slotTypeParamSchema,
});

export const availableDatesQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month like 2026-03'),
  service_ids: z.string().optional(),
  type: slotTypeParamSchema,
});

export const availableDateSchema = z.object({
  has_slots: z.boolean(),
  scheduled: z.array(z.object({ start: z.string(), end: z.string() })),
});
/** Keyed by MM/dd/yy. */
export const availableDatesResponseSchema = z.record(z.string(), availableDateSchema);
export type AvailableDatesResponse = z.infer<typeof availableDatesResponseSchema>;

/** "1,3,4" -> [1, 3, 4]; bad parts are dropped. */
export function parseIdList(value: string | undefined): number[] {
  if (!value) return [];
  return value
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
}
