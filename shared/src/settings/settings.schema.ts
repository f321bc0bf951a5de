import { z } from '../zod.ts';

import { SESSION_TIMEOUT_OPTIONS } from './session-timeouts.ts';

/** Staff settings kept on the server (admin spec 2, 9). */
export const adminSettingsSchema = z.object({
  notifications: z.object({
    email: z.boolean(),
    sms: z.boolean(),
    appointments: z.boolean(),
    orders: z.boolean(),
  }),
  security: z.object({
    sessionTimeoutMinutes: z.union(
      SESSION_TIMEOUT_OPTIONS.map((n) => z.literal(n)) as [
        z.ZodLiteral<15>,
        z.ZodLiteral<30>,
        z.ZodLiteral<60>,
        z.ZodLiteral<120>,
      ],
    ),
  }),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

export const DEFAULT_SETTINGS: AdminSettings = {
  notifications: { email: true, sms: false, appointments: true, orders: true },
  security: { sessionTimeoutMinutes: 30 },
};

export const settingsResponseSchema = z.object({ success: z.literal(true), settings: adminSettingsSchema });
