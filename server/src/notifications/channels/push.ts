import { pushChannel } from '../../push/push-channel.ts';
import type { PushMessage } from '../../push/push-sender.ts';
import { customerPushRows, staffPushRows } from './push-rows.ts';
import { aboutOf, type ChannelPlanner, type ChannelSender, type SendDeps } from './channel.ts';
import { renderMail } from './email-render.ts';

/** Push: the stored row holds the push beside a mail's fields (what the log lists); the device's keys are read when sending. */
export function pushSender(deps: SendDeps): ChannelSender<PushMessage> {
  const deliver = deps.push ? pushChannel(deps.db, deps.clock, deps.push) : null;
  return {
    name: 'push',
    read: (json) => (JSON.parse(json) as { push: PushMessage }).push,
    async send(out) {
      if (!deliver) throw new Error('No push sender is configured');
      await deliver(out.recipient, out.message, out.id);
      return 'sent';
    },
  };
}

/**
 * A push goes to the devices that asked for the news: a customer's (her appointment's, or her
 * waitlist entry's page) with her mail's subject and link, and the staff devices for their
 * alerts while Settings > Notifications > Appointments is on.
 */
export const pushPlanner: ChannelPlanner = {
  name: 'push',
  async plan(trx, deps, notice, at) {
    const { appointmentId, requestId } = aboutOf(notice);
    if (!('to' in notice)) {
      const page = notice.kind === 'staff_text' ? notice.page : undefined;
      const devices = notice.kind === 'staff_text' ? undefined : notice.staffDevices;
      const alert = { kind: notice.kind, subject: notice.subject, page, devices, plannedAt: at };
      return staffPushRows(trx, deps, {
        ...alert,
        appointmentId: appointmentId ?? undefined,
        requestId: requestId ?? undefined,
      });
    }
    // A booking's own notices skip the look for its devices (one read less per booking): there are none yet.
    const mail = notice.to.email === null || notice.newAppointment ? null : renderMail(notice, notice.to.email, deps);
    if (!mail) return [];
    const news = { kind: notice.kind, appointmentId, requestId, mail, plannedAt: at, manageUrl: notice.manageUrl };
    const entry = notice.kind === 'waitlist_offer' ? notice.entryId : undefined;
    return customerPushRows(trx, [{ ...news, pushUntil: notice.showUntil, waitlistEntryId: entry }]);
  },
};
