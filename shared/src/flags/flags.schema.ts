import { z } from '../zod.ts';
import { FLAG_NAMES, type FlagName } from './flag-defaults.ts';

export const flagSchema = z.object({ name: z.string(), enabled: z.boolean() });
export const flagsResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  feature_flags: z.array(flagSchema),
});
export type FlagsResponse = z.infer<typeof flagsResponseSchema>;
export const flagUpdateSchema = z.object({ enabled: z.boolean() });
export const flagNameSchema = z.enum(FLAG_NAMES as [FlagName, ...FlagName[]]);
