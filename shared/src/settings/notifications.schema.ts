import { z } from '../zod.ts';
import { notificationChannelSchema, notificationStatusSchema } from '../notifications/notification.schema.ts';

/** One row of GET /api/admin/notifications: what was (or will be) sent to whom, and how it went. */
export const notificationLogEntrySchema = z.object({
  id: z.number(),
  kind: z.string(),
  channel: notificationChannelSchema,
  recipient: z.string(),
  subject: z.string(),
  appointment_id: z.number().nullable(),
  planned_at: z.string(),
  sent_at: z.string().nullable(),
  status: notificationStatusSchema,
  attempts: z.number(),
  last_error: z.string().nullable(),
});
export type NotificationLogEntry = z.infer<typeof notificationLogEntrySchema>;

/** GET /api/admin/notifications; `sms_available` is false until the server has an SMS provider. */
export const notificationLogSchema = z.object({
  notifications: z.array(notificationLogEntrySchema),
  sms_available: z.boolean(),
});
export type NotificationLog = z.infer<typeof notificationLogSchema>;
