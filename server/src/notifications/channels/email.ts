import type { Mail } from '../../mail/mailer.ts';
import type { ChannelSender, SendDeps } from './channel.ts';

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
