import { z } from '../zod.ts';
export { DEFAULT_MILES_PER_DAY } from '../vehicles/projected-odometer.ts';

/**
 * What brings cars back (API.md, "Bringing cars back"): the shop's maintenance rules, its miles per
 * day for cars with fewer than two readings, and when declined work is brought up again.
 */

const whole = (what: string, max: number) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(0, `${what} cannot be negative`)
    .max(max, `${what} is at most ${max.toLocaleString('en-US')}`);

export const maintenanceRuleSchema = z
  .object({
    id: z.number().int().positive().optional(),
    service_id: z.number().int().positive('Choose a service'),
    every_miles: whole('Every … miles', 200_000).positive('Every … miles must be above 0').nullable().optional(),
    every_months: whole('Every … months', 120).positive('Every … months must be above 0').nullable().optional(),
    remind_miles_before: whole('Remind … miles before', 50_000),
    remind_days_before: whole('Remind … days before', 365),
  })
  .refine((r) => r.every_miles != null || r.every_months != null, {
    message: 'Give miles, months or both',
    path: ['every_miles'],
  });
export type MaintenanceRuleInput = z.infer<typeof maintenanceRuleSchema>;

/** Days after the decline on which declined work is brought up again, per urgency. */
const followupDays = z
  .array(whole('A follow-up day', 365).positive('A follow-up day must be above 0'))
  .max(10, 'At most 10 follow-up days')
  .refine((days) => days.every((d, i) => i === 0 || d > days[i - 1]!), 'List the days in rising order');

export const followupSchema = z.object({
  urgent_days: followupDays,
  soon_days: followupDays,
  max_messages: whole('At most … messages', 10),
});
export type Followup = z.infer<typeof followupSchema>;

export const DEFAULT_FOLLOWUP: Followup = { urgent_days: [2, 7], soon_days: [14, 60], max_messages: 3 };

/** PUT /api/admin/maintenance-rules replaces the whole list; GET answers the same shape with ids. */
export const maintenanceSettingsSchema = z.object({
  rules: z
    .array(maintenanceRuleSchema)
    .max(100, 'At most 100 rules')
    .refine((rules) => new Set(rules.map((r) => r.service_id)).size === rules.length, 'One rule per service'),
  default_miles_per_day: whole('Miles per day', 1000).positive('Miles per day must be above 0'),
  followup: followupSchema,
});
export type MaintenanceSettings = z.infer<typeof maintenanceSettingsSchema>;

export type MaintenanceRule = MaintenanceRuleInput & { id: number };
