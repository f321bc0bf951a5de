import { z } from '../zod.ts';
import { appointmentSchema, appointmentStatusSchema } from '../bookings/booking.schema.ts';
import { isIsoDate } from '../time/shop-time.ts';
import { odometerValue } from '../vehicles/vehicle.schema.ts';
import {
  clockTime as time,
  emailAddress,
  lineText,
  longText,
  optionalVehicleYear,
  personName,
  phoneNumber,
} from '../validation/text-fields.ts';
import { ADMIN_PAGE_SIZE, DATE_FILTERS, SEARCH_TYPES, STATUS_FILTERS } from './search-fields.ts';

const isoDate = z.string().refine(isIsoDate, 'Use a date like 2026-03-09');
const term = z.string().trim().max(100).optional();

/** The admin search state as query parameters of GET /api/admin/appointments. */
export const adminSearchQuerySchema = z.object({
  status: z.enum(STATUS_FILTERS).default('all'),
  date: z.enum(DATE_FILTERS).default('all'),
  search: term,
  searchType: z.enum(SEARCH_TYPES).default('all'),
  from: isoDate.optional(),
  to: isoDate.optional(),
  name: term,
  email: term,
  phone: term,
  vehicleMake: term,
  vehicleModel: term,
  vin: term,
  licensePlate: term,
  limit: z.coerce.number().int().min(1).max(5000).default(ADMIN_PAGE_SIZE),
});
export type AdminSearchQuery = z.output<typeof adminSearchQuerySchema>;

export const adminAppointmentsResponseSchema = z.object({
  appointments: z.array(appointmentSchema),
  total: z.number(),
});

/**
 * The statuses a status change may bring the odometer with: the car is at the shop (it came in
 * while its appointment stands, and leaves it completed). The spec's statuses have no "in
 * progress" of their own; a cancelled, blocked or missed appointment never saw the car.
 */
export const ODOMETER_STATUSES: readonly string[] = ['scheduled', 'confirmed', 'pending', 'completed'];

export const statusUpdateSchema = z
  .object({
    status: appointmentStatusSchema,
    version: z.number().int().optional(),
    /** Check-in asks the odometer: recorded as the car's reading with this appointment's id. */
    odometer: odometerValue.optional(),
    /** The odometer is below the car's latest reading on purpose (the latest was mistyped). */
    correction: z.boolean().optional(),
  })
  .refine((b) => b.odometer === undefined || ODOMETER_STATUSES.includes(b.status), {
    message: 'An odometer reading goes with a car at the shop: scheduled, confirmed, pending or completed',
    path: ['odometer'],
  });

/** PUT /api/admin/appointments/{id}: edit and/or reschedule (admin spec 7). */
export const appointmentEditSchema = z
  .object({
    status: appointmentStatusSchema.optional(),
    notes: longText('Notes', 2000).optional(),
    date: isoDate.optional(),
    start_time: time.optional(),
    end_time: time.optional(),
    first_name: personName('First name', 60).min(1, 'First name cannot be empty').optional(),
    last_name: personName('Last name', 60).optional(),
    email: emailAddress.optional(),
    phone: z.union([z.literal(''), phoneNumber]).optional(),
    vehicle_make: lineText('Make', 60).optional(),
    vehicle_model: lineText('Model', 60).optional(),
    vehicle_year: optionalVehicleYear.optional(),
    vehicle_vin: lineText('VIN', 17).nullish(),
    vehicle_license: lineText('License plate', 12).nullish(),
    version: z.number().int().optional(),
  })
  .refine((v) => (v.date === undefined) === (v.start_time === undefined), {
    message: 'A reschedule needs both date and start_time',
    path: ['start_time'],
  })
  .refine((v) => Object.entries(v).some(([k, value]) => k !== 'version' && value !== undefined), {
    message: 'Nothing to change: send at least one field',
  });
export type AppointmentEdit = z.input<typeof appointmentEditSchema>;
export type ParsedAppointmentEdit = z.output<typeof appointmentEditSchema>;

export const appointmentResponseSchema = z.object({ success: z.literal(true), appointment: appointmentSchema });

export const progressEventSchema = z.object({
  message: longText('Message', 500)
    .transform((v) => v.trim())
    .pipe(z.string().min(1, 'Message is required')),
  /** An instant with its offset, in this century or the next (never 1899 or 9999). */
  estimatedCompletion: z
    .string()
    .datetime({ offset: true })
    .refine((v) => {
      const year = new Date(v).getUTCFullYear();
      return year >= 2000 && year < 2200;
    }, 'Use a date and time from 2000 on')
    .nullish(),
});

export const dashboardResponseSchema = z.object({
  today: z.string(),
  todayCount: z.number(),
  pendingRequests: z.number(),
  upcoming: z.array(appointmentSchema),
  latest: z.array(appointmentSchema),
  /** Every appointment of the shop's today, cancelled ones included, by start time. */
  todayAppointments: z.array(appointmentSchema),
  /** The newest cancellations and moves customers made themselves. */
  customerChanges: z.array(
    z.object({ appointment_id: z.number(), customer: z.string(), message: z.string(), time: z.string() }),
  ),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
