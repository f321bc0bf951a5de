import type { Knex } from 'knex';
import { firstName } from '@shop/shared/customers/first-name';
import { mailOrigin, type AppDeps } from '../app-deps.ts';
import { loadAppointmentDto } from '../appointments/appointment-dto.ts';
import { planNotice } from '../notifications/plan-notice.ts';
import { cancelQueued, waitingAfter } from '../notifications/notifications.repository.ts';
import { estimateUrl } from './estimate-link.ts';

export type NoticeDeps = Pick<AppDeps, 'config' | 'clock' | 'settings' | 'logger' | 'staff' | 'pushDevices'>;

/**
 * How long a revision notice waits before it goes. Staff often change several lines in a row;
 * edits made meanwhile join the waiting notice instead of each sending one.
 */
export const REVISION_QUIET_MS = 2 * 60_000;

/** The customer's mail, push and SMS about the estimate, all with the same link. */
async function planEstimateNotice(
  trx: Knex,
  deps: NoticeDeps,
  appointmentId: number,
  n: { revised: boolean; plannedAt: Date },
): Promise<void> {
  const a = (await loadAppointmentDto(trx, appointmentId))!;
  const url = await estimateUrl(trx, mailOrigin(deps), a.id);
  await planNotice(trx, deps, {
    kind: 'estimate',
    to: { email: a.user.email, phone: a.user.phone },
    appointmentId: a.id,
    firstName: firstName(a.user.name),
    url,
    revised: n.revised,
    plannedAt: n.plannedAt,
  });
}

/** "Your estimate is ready", now; an earlier estimate notice not sent yet is withdrawn, as this one says it all. */
export async function planEstimateSent(trx: Knex, deps: NoticeDeps, appointmentId: number): Promise<void> {
  await cancelQueued(trx, appointmentId, ['estimate']);
  await planEstimateNotice(trx, deps, appointmentId, { revised: false, plannedAt: deps.clock.now() });
}

/**
 * "Your estimate was revised", after REVISION_QUIET_MS. While a revision notice still waits for
 * its time, none is added: its link shows the estimate as it is when she opens it, so that one
 * notice covers every change made before it goes. Hence at most one notice per quiet window. A
 * notice already due (one being retried, say) does not hold a new one back.
 */
export async function planEstimateRevised(trx: Knex, deps: NoticeDeps, appointmentId: number): Promise<void> {
  const now = deps.clock.now();
  if ((await waitingAfter(trx, appointmentId, 'estimate', now)).length > 0) return;
  const plannedAt = new Date(now.getTime() + REVISION_QUIET_MS);
  await planEstimateNotice(trx, deps, appointmentId, { revised: true, plannedAt });
}

/** Her answer is in: estimate notices not sent yet (a revision waiting for its quiet window) are withdrawn. */
export async function withdrawEstimateNotices(trx: Knex, appointmentId: number): Promise<void> {
  await cancelQueued(trx, appointmentId, ['estimate']);
}
