import { z } from '../zod.ts';

export const ERROR_CODES = [
  'invalid_request',
  'unauthenticated',
  'forbidden',
  'not_found',
  'slot_unavailable',
  'conflict',
  'idempotency_mismatch',
  'idempotency_in_progress',
  'rate_limited',
  'too_many_requests',
  'payload_too_large',
  'unsupported_media_type',
  'registration_disabled',
  'user_exists',
  'email_unconfirmed',
  'unavailable',
  'busy',
  'slots_available',
  'offer_expired',
  'push_endpoint_refused',
  'appointment_cancelled',
  'estimate_changed',
  'merged',
  'merge_refused',
  'vin_taken',

  'vin_check_digit',
  'vin_unknown',
  'odometer_lower',
  'vehicle_not_yours',
  'sms_opted_out',
  'sms_unavailable',
  'bad_signature',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The envelope of every error answer of the API. */
export const errorBodySchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string(),
  /** The request-form limit keeps the spec's status field. */
  status: z.literal('rate_limited').optional(),
  /** On a 429: false for a limit that waiting will not lift soon (e.g. moves of one appointment). */
  retry: z.literal(false).optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
