import type { Knex } from 'knex';
import type { Followup } from '@shop/shared/maintenance/maintenance.schema';
import { followupsDue, type CarFollowup } from '@shop/shared/recommendations/followup-steps';
import { nextDaytime } from '@shop/shared/time/daytime';
import type { AppDeps } from '../app-deps.ts';
import { planNotice } from '../notifications/plan-notice.ts';
import { followupNotice } from './followup-notice.ts';
import { claimStep, followupAddress, followupCandidates } from './followups.repository.ts';
import { countMessage, openAmong, photosOfItems } from './recommendations.repository.ts';

type PassDeps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'settings' | 'logger' | 'staff' | 'pushDevices'>;

/**
 * One car's message, in one transaction: each due step is claimed by its unique key, and only the
 * lines whose claim this pass made are named, so a second server running the same pass plans
 * nothing. Planned for the shop's daytime; mail, and its SMS twin where SMS is on.
 */
async function planCar(trx: Knex, deps: PassDeps, car: CarFollowup, now: Date): Promise<boolean> {
  const claimed: number[] = [];
  for (const { id, step } of car.steps) if (await claimStep(trx, id, step, now)) claimed.push(id);
  const lines = claimed.length ? await openAmong(trx, claimed) : [];
  const to = lines.length ? await followupAddress(trx, car.vehicle_id) : undefined;
  if (!to || to.archived) return false;
  const photo = (await photosOfItems(trx, lines))[0]?.id ?? null;
  const ctx = { origin: deps.config.publicUrl, secret: deps.config.jwtSecret, shop: deps.config.shop };
  await planNotice(trx, deps, {
    ...followupNotice(to, lines, photo, ctx),
    plannedAt: nextDaytime(now, deps.config.shop.timeZone),
  });
  await countMessage(
    trx,
    lines.map((l) => l.id),
    now,
  );
  return true;
}

/**
 * One pass of the declined-work follow-up under the clock of `deps`, with the shop's steps:
 * answers how many cars were sent a message.
 */
export async function runFollowups(deps: PassDeps, followup: Followup): Promise<number> {
  const now = deps.clock.now();
  const due = followupsDue(await followupCandidates(deps.db), followup, now);
  let planned = 0;
  for (const car of due) if (await deps.db.transaction((trx) => planCar(trx, deps, car, now))) planned += 1;
  return planned;
}
