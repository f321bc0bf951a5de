import { z } from '../zod.ts';

/** A catalog entry as GET /api/services answers it; price in dollars ('From' price). */
export const serviceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  duration_hours: z.number(),
  price: z.number(),
  description: z.string(),
  duration_label: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;
export const servicesResponseSchema = z.array(serviceSchema);
