import { z } from '../zod.ts';

/**
 * The versioned-record protocol. Every write to a versioned record (an appointment, a request,
 * and the inspection records after them) answers the record's new `version` at the top level; a
 * write made on a version that is no longer the stored one answers 409 with the stored version and
 * the record as it is now, so the client can show both sides and send again on top of it.
 */
export const versionedAnswerSchema = z.object({ version: z.number().int().positive() });

export const conflictBodySchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.literal('conflict'),
  version: z.number().int().positive(),
  current: z.record(z.string(), z.unknown()),
});
export type ConflictBody = z.infer<typeof conflictBodySchema>;
