import { storedSmsSchema, type StoredSms } from '@shop/shared/notifications/notices';
import { hasOptedOut } from '../../texts/consent.repository.ts';
import { toE164 } from '../sms.ts';
import { contactOf, aboutOf, type ChannelPlanner, type ChannelSender, type SendDeps } from './channel.ts';
import { renderSms } from './sms-render.ts';

/** SMS: the stored text goes to the row's E.164 number, unless that number has replied STOP by now. */
export function smsSender(deps: SendDeps): ChannelSender<StoredSms> {
  return {
    name: 'sms',
    read: (json) => storedSmsSchema.parse(JSON.parse(json)),
    async send(out, signal) {
      if (!deps.sms) throw new Error('No SMS provider is configured');
      // Asked again right before the send: a STOP that came in after the row was claimed (too late
      // for its withdrawal) still ends it, and the row is closed as withdrawn, never sent. The
      // answers carriers require (the STOP's confirmation, HELP's answer) go after it.
      if (out.kind !== 'carrier_answer' && (await hasOptedOut(deps.db, out.recipient))) return 'withdrawn';
      await deps.sms.send(out.recipient, out.message.text, signal);
      return 'sent';
    },
  };
}

/**
 * A text goes where the shop texts this kind of notice, while Settings > SMS is on and a provider
 * is configured, to a phone that reads as E.164 and has not replied STOP. A number that does not
 * read is skipped with the reason logged; one that said STOP is simply not texted.
 */
export const smsPlanner: ChannelPlanner = {
  name: 'sms',
  async plan(trx, deps, notice, at) {
    const text = renderSms(notice, deps);
    const contact = contactOf(notice);
    if (text === null || !contact) return [];
    if (!deps.config.sms || !(await deps.settings.get(trx)).notifications.sms) return [];
    const { appointmentId } = aboutOf(notice);
    const to = toE164(contact.phone ?? '', deps.config.shopCountry);
    if (!to) {
      deps.logger.info(
        { appointment: appointmentId, kind: notice.kind },
        'no SMS: the phone number cannot be read as E.164',
      );
      return [];
    }
    if (await hasOptedOut(trx, to)) return [];
    return [{ kind: notice.kind, appointmentId, channel: 'sms', to, sms: { text }, plannedAt: at }];
  },
};
