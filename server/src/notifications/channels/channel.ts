import type { Knex } from 'knex';
import type { NotificationChannel } from '@shop/shared/notifications/notification.schema';
import type { Clock } from '../../clock.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { PushSender } from '../../push/push-sender.ts';
import type { SmsSender } from '../sms.ts';

/** What a channel's sending side may use: the database, the clock and the server's providers. */
export interface SendDeps {
  db: Knex;
  clock: Clock;
  mailer: Mailer;
  sms?: SmsSender | null;
  push?: PushSender | null;
}

/** One outbox row as a channel sends it; its message's link slots are already filled. */
export interface Outgoing<M> {
  id: number;
  recipient: string;
  message: M;
}

/**
 * One way a notice reaches someone. The dispatcher knows no channel by name: it reads the row's
 * stored message through its channel and hands it over. `withdrawn` is a channel's last-moment
 * no (a number that replied STOP after the row was planned): the row closes unsent.
 */
export interface ChannelSender<M = unknown> {
  name: NotificationChannel;
  /** The stored message as this channel sends it (older stored shapes read too). */
  read(messageJson: string): M;
  send(out: Outgoing<M>, signal: AbortSignal): Promise<'sent' | 'withdrawn'>;
}
