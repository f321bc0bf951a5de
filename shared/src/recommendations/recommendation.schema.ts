import { z } from '../zod.ts';
import type { VehicleRecommendation } from '../vehicles/vehicle-page.schema.ts';

/** The statuses a recommendation moves through (API.md, "Bringing cars back"). */
export const RECOMMENDATION_STATUSES = ['open', 'approved', 'booked', 'done_elsewhere', 'stopped', 'archived'] as const;
export type RecommendationStatus = (typeof RECOMMENDATION_STATUSES)[number];

const id = z.coerce.number({ error: 'Unknown car' }).int('Unknown car').positive('Unknown car');

/** `?vehicle={id}&t={car token}`: what a follow-up link carries. */
export const recommendationQuerySchema = z.object({ vehicle: id, t: z.string().max(200).optional() });

/** POST /api/recommendations/answer?vehicle=&t=: the customer's answer about some open lines. */
export const recommendationAnswerSchema = z.object({
  ids: z
    .array(z.number().int().positive())
    .min(1, 'Choose at least one recommendation')
    .max(50, 'At most 50 recommendations at once'),
  action: z.enum(['done_elsewhere', 'stop'], { error: 'Answer done_elsewhere or stop' }),
});
export type RecommendationAnswer = z.infer<typeof recommendationAnswerSchema>;

/** GET /api/admin/recommendations?status=: `open` unless another status is asked for. */
export const adminRecommendationQuerySchema = z.object({
  status: z.enum(RECOMMENDATION_STATUSES).default('open'),
});

/** POST /api/admin/inspections/{id}/lines with `{from_recommendation}` alone: the line copies it. */
export const lineFromRecommendationSchema = z.object({
  from_recommendation: z.number().int().positive(),
  id: z.string().min(1).max(64).optional(),
});

/** GET /api/recommendations?vehicle=&t=: the car's open recommendations, for its owner. */
export interface CustomerRecommendations {
  vehicle: { id: number; label: string };
  recommendations: VehicleRecommendation[];
}

/** One line of the staff list: who to call and what was last sent. */
export interface StaffRecommendation extends VehicleRecommendation {
  customer_name: string;
  phone: string;
  vehicle_label: string;
  last_message_at: string | null;
}

/** GET /api/admin/recommendations. */
export interface StaffRecommendations {
  recommendations: StaffRecommendation[];
  open_cents: number;
  recovered_cents_this_month: number;
}
