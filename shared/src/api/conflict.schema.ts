import { z } from '../zod.ts';

/**
 * The versioned-record protocol. Every write to a versioned record answers its new version at the
 * top level of the answer, whatever else the answer holds.
 */
export const versionAnswerSchema = z.object({ version: z.number().int() });
export type VersionAnswer = z.infer<typeof versionAnswerSchema>;

/**
 * A write made on a version the record has moved past: 409 with the record's version now and the
 * record as it is now, so the client can show mine beside theirs and resend on top of it.
 */
export const conflictAnswerSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.literal('conflict'),
  version: z.number().int(),
  current: z.record(z.string(), z.unknown()),
});
export type ConflictAnswer = z.infer<typeof conflictAnswerSchema>;
