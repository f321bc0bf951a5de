import { z } from '../zod.ts';
import { lineText, longText, personName } from '../validation/text-fields.ts';
import { inspectionMessages as m } from './messages.ts';

/** Ids the client may make itself (the outbox's UUIDs), so offline work never waits for the server's. */
export const clientId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Use 8-64 letters, digits, - or _');
export const itemKey = z.string().regex(/^[a-z0-9-]{1,40}$/, 'Use 1-40 lower-case letters, digits or -');
const version = z.number().int().optional();

export const conditionSchema = z.enum(['good', 'soon', 'urgent']);
export type Condition = z.infer<typeof conditionSchema>;
export const lineKindSchema = z.enum(['labor', 'part', 'fee']);
export const decisionSchema = z.enum(['pending', 'approved', 'declined']);
export const inspectionStatusSchema = z.enum(['draft', 'sent', 'answered']);

/** POST /api/admin/appointments/{id}/inspection: the id the device made for it, if any. */
export const startInspectionSchema = z.object({ id: clientId.optional(), version });

/** PUT /api/admin/inspections/{id}/items/{key}. */
export const itemUpdateSchema = z.object({
  condition: conditionSchema,
  note: longText('Note', 2000).optional(),
  version,
});
export type ItemUpdate = z.infer<typeof itemUpdateSchema>;

/** POST /api/admin/inspections/{id}/items/{key}/photos?id=&version=: the bytes are the body. */
export const photoQuerySchema = z.object({ id: clientId.optional(), version: z.coerce.number().int().optional() });

/** The fields of an estimate line (POST .../lines, PUT /api/admin/estimate-lines/{id}). */
export const lineFieldsSchema = z.object({
  item_key: itemKey.nullable().optional(),
  kind: lineKindSchema,
  description: lineText('Description', 200).min(1, 'Describe the line'),
  // Hours for labor (1.5 allowed), a count for parts and fees.
  quantity: z.number().positive('Quantity must be more than 0').max(1000, 'Quantity must be at most 1,000'),
  unit_price_cents: z
    .number()
    .int('Prices are whole cents')
    .min(0, 'A price cannot be negative')
    .max(10_000_000, 'A price must be at most $100,000'),
});
export const lineCreateSchema = lineFieldsSchema.extend({ id: clientId.optional(), version });
export const lineUpdateSchema = lineFieldsSchema.extend({ version });
export type LineFields = z.infer<typeof lineFieldsSchema>;

/** POST /api/admin/inspections/{id}/send. */
export const sendSchema = z.object({ version });

/** A line as the customer read it, in an answer: what she approves of it. */
const readLineSchema = z.object({
  id: z.string().max(64),
  kind: lineKindSchema,
  description: z.string().max(200),
  quantity: z.number(),
  unit_price_cents: z.number().int(),
});

/**
 * POST /api/appointments/{id}/estimate/answer: `version` is the estimate's version the customer
 * read and `read` its lines as she read them, so an answer only ever approves the prices she saw.
 * Either may be missing in an answer from an older app (see customer-estimate.ts).
 */
export const answerSchema = z.object({
  approved: z.array(clientId).max(200),
  declined: z.array(clientId).max(200),
  name: personName('Name', 100).min(1, 'Type your name to sign'),
  version: z.number().int().optional(),
  read: z.array(readLineSchema).max(200).optional(),
});
export type EstimateAnswer = z.infer<typeof answerSchema>;

export const photoSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumb_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Photo = z.infer<typeof photoSchema>;

export const inspectionItemSchema = z.object({
  key: z.string(),
  label: z.string(),
  condition: conditionSchema.nullable(),
  note: z.string(),
  photos: z.array(photoSchema),
});
export type InspectionItem = z.infer<typeof inspectionItemSchema>;

export const estimateLineSchema = z.object({
  id: z.string(),
  item_key: z.string().nullable(),
  kind: lineKindSchema,
  description: z.string(),
  quantity: z.number(),
  unit_price_cents: z.number().int(),
  total_cents: z.number().int(),
  decision: decisionSchema,
});
export type EstimateLine = z.infer<typeof estimateLineSchema>;

export const totalsSchema = z.object({
  proposed_cents: z.number().int(),
  approved_cents: z.number().int(),
  declined_cents: z.number().int(),
  tax_cents: z.number().int(),
  approved_tax_cents: z.number().int(),
});

export const inspectionSchema = z.object({
  id: z.string(),
  appointment_id: z.number().int(),
  /** The car it is of (API.md, "Vehicles and customers"). */
  vehicle_id: z.number().int().nullable().optional(),
  status: inspectionStatusSchema,
  version: z.number().int(),
  items: z.array(inspectionItemSchema),
  lines: z.array(estimateLineSchema),
  totals: totalsSchema,
  tax_rate_percent: z.number(),
  labor_rate_cents: z.number().int(),
  signed_name: z.string().nullable(),
  sent_at: z.string().nullable(),
  answered_at: z.string().nullable(),
});
export type Inspection = z.infer<typeof inspectionSchema>;

export const inspectionAnswerSchema = z.object({ inspection: inspectionSchema });

/** GET /api/appointments/{id}/estimate: the sent inspection and the car it is about. */
export const estimateViewSchema = z.object({
  inspection: inspectionSchema,
  vehicle: z.object({ make: z.string(), model: z.string(), year: z.string(), license_plate: z.string() }),
  order_id: z.string(),
  /** The appointment was cancelled: the estimate is shown, but can no longer be answered. */
  appointment_cancelled: z.boolean(),
});
export type EstimateView = z.infer<typeof estimateViewSchema>;

/** The answer's 409 when the shop revised the estimate after the customer read it: the estimate as it is now. */
export const estimateChangedSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.literal('estimate_changed'),
  version: z.number().int(),
  current: estimateViewSchema,
});
export type EstimateChanged = z.infer<typeof estimateChangedSchema>;

/** GET/PUT /api/admin/inspection-checklist: the shop's template for new inspections. */
export const checklistSchema = z
  .array(z.object({ key: itemKey, label: lineText('Item', 60).min(1, 'Name the item') }))
  .min(1, m.checklistEmpty)
  .max(50)
  .refine((list) => new Set(list.map((e) => e.key)).size === list.length, m.checklistDuplicate);
export const checklistBodySchema = z.object({ checklist: checklistSchema });

/** A sent estimate the customer has not answered yet, as GET /api/admin/estimates/waiting lists it. */
export interface WaitingEstimate {
  appointment_id: number;
  sent_at: string;
  contact_first_name: string;
  contact_last_name: string;
  vehicle_make: string;
  vehicle_model: string;
}
