import { z } from '../zod.ts';

export const slotSchema = z.object({ start_time: z.string(), end_time: z.string() });
