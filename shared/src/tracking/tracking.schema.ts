import { z } from 'zod';
import { APPOINTMENT_STATUSES } from '../bookings/booking.schema.ts';

export const trackingResponseSchema = z.object({
  id: z.number(),
  service: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  scheduledTime: z.string(),
  estimatedCompletion: z.string().nullable(),
  updates: z.array(z.object({ time: z.string(), message: z.string() })),
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
