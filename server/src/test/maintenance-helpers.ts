import { DEFAULT_FOLLOWUP } from '@shop/shared/maintenance/maintenance.schema';
import { createMaintenanceJob } from '../maintenance/maintenance-job.ts';
import type { TestApp } from './test-app.ts';

/** The oil rule of the tests: 5,000 mi or 6 months, reminded 500 mi or 14 days before. */
export const OIL_RULE = {
  service_id: 1,
  every_miles: 5000,
  every_months: 6,
  remind_miles_before: 500,
  remind_days_before: 14,
};

/** Sets the shop's rules (and its miles a day) as an admin would. */
export async function setRules(t: TestApp, admin: string, rules: unknown[] = [OIL_RULE], milesPerDay = 1) {
  const res = await t.call('PUT', '/api/admin/maintenance-rules', {
    token: admin,
    body: { rules, default_miles_per_day: milesPerDay, followup: DEFAULT_FOLLOWUP },
  });
  if (res.status !== 200) throw new Error(`rules: ${JSON.stringify(res.body)}`);
}

/** One pass of the reminders' job at `at`, on the app's own clock. */
export async function remindersPass(t: TestApp, at?: string): Promise<void> {
  if (at) t.clock.set(at);
  const job = createMaintenanceJob(t.deps);
  job.kick();
  await job.idle();
}

/** The maintenance reminders planned (by email) whose subject names `car`. */
export async function remindersOf(t: TestApp, car: string) {
  return (await t
    .db('notifications')
    .where({ kind: 'maintenance_due', channel: 'email' })
    .where('subject', 'like', `%${car}%`)
    .orderBy('id')
    .select('recipient', 'subject', 'planned_at', 'status')) as {
    recipient: string;
    subject: string;
    planned_at: string;
    status: string;
  }[];
}
