import { pushChannel } from '../../push/push-channel.ts';
import type { PushMessage } from '../../push/push-sender.ts';
import type { ChannelSender, SendDeps } from './channel.ts';

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
