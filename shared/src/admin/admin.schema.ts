import { z } from 'zod';
import { appointmentSchema, appointmentStatusSchema } from '../bookings/booking.schema.ts';
import { isIsoDate } from '../time/shop-time.ts';
import { to24Hour } from '../time/time-format.ts';
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

const time = z.string().transform((v, ctx) => {
  const t = to24Hour(v);
  if (!t) ctx.addIssue({ code: 'custom', message: 'Use a time like 09:00 or 9:00 AM' });
  return t ?? v;
});

export const statusUpdateSchema = z.object({
  status: appointmentStatusSchema,
  version: z.number().int().optional(),
});

/** PUT /api/admin/appointments/{id}: edit and/or reschedule (admin spec 7). */
export const appointmentEditSchema = z
  .object({
    status: appointmentStatusSchema.optional(),
    notes: z.string().max(2000).optional(),
    date: isoDate.optional(),
    start_time: time.optional(),
    end_time: time.optional(),
    first_name: z.string().trim().max(60).optional(),
    last_name: z.string().trim().max(60).optional(),
    email: z.string().trim().toLowerCase().email().max(254).optional(),
    phone: z.string().trim().max(40).optional(),
    vehicle_make: z.string().trim().max(60).optional(),
    vehicle_model: z.string().trim().max(60).optional(),
    vehicle_year: z.union([z.string(), z.number()]).transform(String).optional(),
    vehicle_vin: z.string().trim().max(17).nullish(),
    vehicle_license: z.string().trim().max(12).nullish(),
    version: z.number().int().optional(),
  })
  .refine((v) => (v.date === undefined) === (v.start_time === undefined), {
    message: 'A reschedule needs both date and start_time',
    path: ['start_time'],
  });
export type AppointmentEdit = z.input<typeof appointmentEditSchema>;
export type ParsedAppointmentEdit = z.output<typeof appointmentEditSchema>;

export const appointmentResponseSchema = z.object({ success: z.literal(true), appointment: appointmentSchema });

export const progressEventSchema = z.object({
  message: z.string().trim().min(1, 'Message is required').max(500),
  estimatedCompletion: z.string().datetime({ offset: true }).nullish(),
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
