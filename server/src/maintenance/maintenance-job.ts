import type { AppDeps } from '../app-deps.ts';
import { createJob, type Job } from '../jobs/job-loop.ts';
import { planMaintenanceReminders } from './plan-reminders.ts';

/** The maintenance reminders' pass as a job, on the clock of deps (tests move it); what it plans goes out with the notifier. */
export function createMaintenanceJob(deps: AppDeps): Job {
  return createJob(
    'maintenance reminders',
    async () => {
      const { planned } = await planMaintenanceReminders(deps, deps.clock.now());
      if (planned > 0) {
        deps.logger.info({ planned }, 'maintenance reminders planned');
        deps.notifier.kick();
      }
    },
    deps.logger,
  );
}
