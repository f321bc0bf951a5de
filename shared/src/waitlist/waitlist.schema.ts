import { z } from '../zod.ts';
import { wizardBookingSchema } from '../bookings/booking.schema.ts';

const time = z.string().regex(/^\d{2}:\d{2}$/, 'Use a time like 09:00');

/** POST /api/waitlist: a day with no free time of that type (default sameday), the wizard's services and contact. */
export const joinWaitlistSchema = z.object({
  date: z.string().min(1),
  type: z.enum(['sameday', 'dropoff']).default('sameday'),
  service_ids: z.array(z.coerce.number().int().positive()).min(1).max(12),
  contact_info: wizardBookingSchema.shape.contact_info,
  vehicle_info: wizardBookingSchema.shape.vehicle_info.optional(),
});
export type JoinWaitlist = z.input<typeof joinWaitlistSchema>;

/** POST /api/waitlist/{id}/claim and staff's POST /api/admin/waitlist/{id}/offer. */
export const startTimeSchema = z.object({ start_time: time });

export const waitlistStatusSchema = z.enum(['waiting', 'offered', 'booked', 'expired', 'left', 'removed', 'dropped']);
export type WaitlistStatus = z.infer<typeof waitlistStatusSchema>;

/** An offer: the held time and when the hold ends (ISO instant). */
export const waitlistOfferSchema = z.object({ start_time: time, end_time: time, expires_at: z.string() });

/** What the entry's page reads (GET /api/waitlist/{id}?t=) and staff's list shows. */
export const waitlistEntrySchema = z.object({
  id: z.number(),
  date: z.string(),
  type: z.enum(['sameday', 'dropoff']),
  status: waitlistStatusSchema,
  /** Place among those still waiting or holding an offer that day; null once out of the list. */
  position: z.number().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  services: z.array(z.number()),
  offer: waitlistOfferSchema.nullable(),
  appointment_id: z.number().nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const joinAnswerSchema = z.object({
  success: z.literal(true),
  entry: z.object({ id: z.number(), position: z.number() }),
  token: z.string(),
});

/**
 * A time a live offer holds (staff's week grid, GET /api/admin/waitlist/holds?from=&to=): it
 * takes a bay like a booking until the offer is taken or runs out.
 */
export const heldTimeSchema = z.object({
  entry_id: z.number(),
  date: z.string(),
  start_time: time,
  end_time: time,
  is_drop_off: z.boolean(),
  first_name: z.string(),
  /** When the offer runs out (ISO instant). */
  expires_at: z.string(),
});
export type HeldTime = z.infer<typeof heldTimeSchema>;

export const heldTimesAnswerSchema = z.object({ success: z.literal(true), holds: z.array(heldTimeSchema) });
