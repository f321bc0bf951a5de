import type { Knex } from 'knex';
import type { Notice } from '@shop/shared/notifications/notices';
import type { PlanDeps } from './channels/channel.ts';
import { channelPlanners } from './channels/index.ts';
import { insertNotifications, type NewNotification } from './notifications.repository.ts';

/** The rows of one notice on every channel that carries it, each in its own words. */
export async function noticeRows(trx: Knex, deps: PlanDeps, notice: Notice): Promise<NewNotification[]> {
  const at = notice.plannedAt ?? deps.clock.now();
  const rows: NewNotification[] = [];
  for (const channel of Object.values(channelPlanners)) rows.push(...(await channel.plan(trx, deps, notice, at)));
  return rows;
}

/**
 * Plans notices in the caller's transaction, so they exist exactly when the change does: a use
 * case says what happened once, and each channel decides who hears of it and how.
 */
export async function planNotices(trx: Knex, deps: PlanDeps, notices: Notice[]): Promise<void> {
  const rows: NewNotification[] = [];
  for (const notice of notices) rows.push(...(await noticeRows(trx, deps, notice)));
  await insertNotifications(trx, rows, deps.clock.now());
}

export const planNotice = (trx: Knex, deps: PlanDeps, notice: Notice): Promise<void> =>
  planNotices(trx, deps, [notice]);
