import { z } from '../zod.ts';

/** GET /api/admin/export: JSON unless `?format=csv` (a zip of one CSV per table). */
export const exportQuerySchema = z.object({ format: z.enum(['json', 'csv']).default('json') });
