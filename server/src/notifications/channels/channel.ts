import type { Knex } from 'knex';
import type { NotificationChannel } from '@shop/shared/notifications/notification.schema';
import type { Notice, NoticeContact, NotificationKind } from '@shop/shared/notifications/notices';
import type { AppDeps } from '../../app-deps.ts';
import type { Clock } from '../../clock.ts';
import type { NewNotification } from '../notifications.repository.ts';
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
  kind: NotificationKind;
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

/** What planning a notice may use: the server's config, its clock, settings and read caches. */
export type PlanDeps = Pick<AppDeps, 'config' | 'clock' | 'settings' | 'logger' | 'staff' | 'pushDevices'>;

/**
 * The planning side of a channel: whether it carries a notice at all (its render), to whom it may
 * go now (consent, settings, quiet hours), and the rows that say so in this channel's words.
 */
export interface ChannelPlanner {
  name: NotificationChannel;
  plan(trx: Knex, deps: PlanDeps, notice: Notice, at: Date): Promise<NewNotification[]>;
}

/** The appointment or request a notice is about, as its rows record it. */
export function aboutOf(notice: Notice): { appointmentId: number | null; requestId: number | null } {
  const appointmentId =
    'appointment' in notice ? notice.appointment.id : 'appointmentId' in notice ? (notice.appointmentId ?? null) : null;
  return { appointmentId, requestId: 'requestId' in notice ? (notice.requestId ?? null) : null };
}

/** Who a customer notice is for; staff alerts have no one contact. */
export const contactOf = (notice: Notice): NoticeContact | null => ('to' in notice ? notice.to : null);
