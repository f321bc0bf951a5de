import type { Knex } from 'knex';
import type { Notice } from '@shop/shared/notifications/notices';
import type { Mail } from '../../mail/mailer.ts';
import { staffEmails, type NewNotification } from '../notifications.repository.ts';
import { aboutOf, type ChannelPlanner, type ChannelSender, type PlanDeps, type SendDeps } from './channel.ts';
import { renderMail } from './email-render.ts';

/** Mail: the stored message is the whole mail; the mailer composes and sends it. */
export function emailSender(deps: SendDeps): ChannelSender<Mail> {
  return {
    name: 'email',
    read: (json) => JSON.parse(json) as Mail,
    async send(out) {
      await deps.mailer.send(out.message);
      return 'sent';
    },
  };
}

/**
 * Mail goes to the customer's address when she has one (a notice she unsubscribed from is not
 * planned at all), and staff alerts to every admin while Settings > Notifications > Email is on.
 */
export const emailPlanner: ChannelPlanner = {
  name: 'email',
  async plan(trx, deps, notice, at) {
    const rows: NewNotification[] = [];
    for (const to of await recipients(trx, deps, notice)) {
      const mail = renderMail(notice, to, deps);
      if (mail) rows.push({ kind: notice.kind, ...aboutOf(notice), mail, plannedAt: at, manageUrl: notice.manageUrl });
    }
    return rows;
  },
};

async function recipients(trx: Knex, deps: PlanDeps, notice: Notice): Promise<string[]> {
  if (notice.kind === 'staff_text') return [];
  if (!('to' in notice)) {
    if (!(await deps.settings.get(trx)).notifications.email) return [];
    return notice.staff ?? (await deps.staff.read('admin', () => staffEmails(trx), trx));
  }
  return notice.to.email ? [notice.to.email] : [];
}
