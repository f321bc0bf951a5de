import { storedSmsSchema, type StoredSms } from '@shop/shared/notifications/notices';
import { hasOptedOut } from '../../texts/consent.repository.ts';
import type { ChannelSender, SendDeps } from './channel.ts';

/** SMS: the stored text goes to the row's E.164 number, unless that number has replied STOP by now. */
export function smsSender(deps: SendDeps): ChannelSender<StoredSms> {
  return {
    name: 'sms',
    read: (json) => storedSmsSchema.parse(JSON.parse(json)),
    async send(out, signal) {
      if (!deps.sms) throw new Error('No SMS provider is configured');
      // Asked again right before the send: a STOP that came in after the row was claimed (too late
      // for its withdrawal) still ends it, and the row is closed as withdrawn, never sent.
      if (await hasOptedOut(deps.db, out.recipient)) return 'withdrawn';
      await deps.sms.send(out.recipient, out.message.text, signal);
      return 'sent';
    },
  };
}
