import { z } from '../zod.ts';

/** The `:id` of a route: a positive whole number, given as text in the path. */
export const routeIdSchema = z.coerce.number().int().positive();
