import type { NotificationChannel } from '@shop/shared/notifications/notification.schema';
import type { ChannelPlanner, ChannelSender, SendDeps } from './channel.ts';
import { emailPlanner, emailSender } from './email.ts';
import { pushPlanner, pushSender } from './push.ts';
import { smsPlanner, smsSender } from './sms.ts';

/** Every channel's sending side by its name: what the dispatcher looks a row's channel up in. */
export function channelSenders(deps: SendDeps): Record<NotificationChannel, ChannelSender> {
  return { email: emailSender(deps), sms: smsSender(deps), push: pushSender(deps) };
}

/** Every channel's planning side, in the order their rows are written. */
export const channelPlanners: Record<NotificationChannel, ChannelPlanner> = {
  email: emailPlanner,
  sms: smsPlanner,
  push: pushPlanner,
};
