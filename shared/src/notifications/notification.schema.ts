import { z } from '../zod.ts';

/** How a notification reaches its recipient; SMS only when the server has a provider; push to a device that asked. */
export const notificationChannelSchema = z.enum(['email', 'sms', 'push']);
export type NotificationChannel = z.infer<typeof notificationChannelSchema>;

/** Where a notification is in its life: queued, leased by a sender, then sent, failed or cancelled. */
export const notificationStatusSchema = z.enum(['queued', 'sending', 'sent', 'failed', 'cancelled']);
export type NotificationStatus = z.infer<typeof notificationStatusSchema>;
