import type { NotificationChannel } from '@shop/shared/notifications/notification.schema';
import type { ChannelSender, SendDeps } from './channel.ts';
import { emailSender } from './email.ts';
import { pushSender } from './push.ts';
import { smsSender } from './sms.ts';

/** Every channel's sending side by its name: what the dispatcher looks a row's channel up in. */
export function channelSenders(deps: SendDeps): Record<NotificationChannel, ChannelSender> {
  return { email: emailSender(deps), sms: smsSender(deps), push: pushSender(deps) };
}
