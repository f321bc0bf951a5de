import { z } from '../zod.ts';
import { APPOINTMENT_STATUSES, customerAppointmentSchema, priceLineSchema } from '../bookings/booking.schema.ts';

/** GET /api/appointments/{id}/tracking: the customer's page of one appointment. */
export const trackingResponseSchema = z.object({
  id: z.number(),
  order_id: z.string(),
  service: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  scheduledTime: z.string(),
  estimatedCompletion: z.string().nullable(),
  updates: z.array(z.object({ time: z.string(), message: z.string() })),
  /** Shop-local yyyy-MM-dd and HH:mm. */
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  type: customerAppointmentSchema.shape.type,
  services: z.array(priceLineSchema.pick({ id: true, name: true, price: true })),
  total_price: z.number(),
  can_cancel: z.boolean(),
  can_reschedule: z.boolean(),
  /** What cancelling now would cost: 0 more than 24 hours ahead, else 20% of the total. */
  cancellation_fee: z.number(),
  /** Why cancel and reschedule are gone, when they are. */
  locked_reason: z.string().nullable(),
  /** Why cancelling costs the fee although the start is more than 24 hours away (an earlier late move). */
  fee_note: z.string().nullable().default(null),
  /** What a move now would keep: the late fee, until when. */
  move_note: z.string().nullable().default(null),
  /** What the cancellation cost, once cancelled. */
  charged_fee: z.number().nullable(),
  /** The estimate once the shop has sent it (the page links to it), answered or not; null before. */
  estimate: z.enum(['sent', 'answered']).nullable().default(null),
  /** Rises with every change: the calendar file's SEQUENCE. */
  version: z.number(),
});
export type TrackingResponse = z.infer<typeof trackingResponseSchema>;

/** The record kept on the device under 'appointmentTracking' for each booking. */
export const trackingRecordSchema = z.object({
  appointmentId: z.number(),
  email: z.string(),
  isGhostSlot: z.boolean(),
  token: z.string(),
  date: z.string().optional(),
  start_time: z.string().optional(),
  service: z.string().optional(),
});
export type TrackingRecord = z.infer<typeof trackingRecordSchema>;

/** GET /api/users/me/appointments: a signed-in customer's own, upcoming first then past. */
export const myAppointmentsResponseSchema = z.object({ appointments: z.array(customerAppointmentSchema) });
export type MyAppointmentsResponse = z.infer<typeof myAppointmentsResponseSchema>;
