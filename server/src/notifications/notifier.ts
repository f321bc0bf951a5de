import type { Knex } from 'knex';
import type { Clock } from '../clock.ts';
import type { Logger } from '../log.ts';
import type { Mailer } from '../mail/mailer.ts';
import { dueRowsPass } from '../jobs/due-rows.ts';
import { markDone } from '../jobs/due-rows.repository.ts';
import { fillLinkSlots } from '../links/link-slots.ts';
import { createJob, type Job } from '../jobs/job-loop.ts';
import type { SmsSender } from './sms.ts';
import type { PushSender } from '../push/push-sender.ts';
import { channelSenders } from './channels/index.ts';
import type { NotificationRow } from './notifications.repository.ts';

/** Tries before a notification is given up as failed. */
export const MAX_TRIES = 8;
/** A row claimed this long ago and still not confirmed is taken again (its sender died). */
export const LEASE_MS = 2 * 60_000;
/**
 * The most one notification's sending may take, whatever the channel: above each provider's own
 * timeout (SMTP_TIMEOUT_MS, SMS_TIMEOUT_MS, the push deadline) and well under the lease, so no
 * send is still going on when another server may take its row.
 */
export const SEND_TIMEOUT_MS = 60_000;
const BATCH = 50;

/** 30 s, 1 min, 2 min ... capped at an hour. */
export const retryDelayMs = (tries: number) => Math.min(3_600_000, 30_000 * 2 ** Math.max(0, tries - 1));

export interface Notifier extends Job {
  /** Sends every due notification now; resolves with how many were sent and how many failed a try. */
  dispatchDue(): Promise<{ sent: number; failed: number }>;
}

/**
 * The dispatcher of the notification outbox: the due-rows job over `notifications`. Rows are
 * claimed before sending, so two servers never send one row twice; a batch goes out side by side
 * (the mailer composes off the main thread) and is confirmed in one statement, so under load that
 * is one write per batch on the connection bookings wait for, not one per mail.
 */
export function createNotifier(deps: {
  db: Knex;
  clock: Clock;
  logger: Logger;
  mailer: Mailer;
  sms?: SmsSender | null;
  push?: PushSender | null;
  /** The server's secret, from which the link tokens a message's slots stand for are made as it is sent. */
  linkSecret: string;
  /** The lease and send deadline; tests shorten them. */
  timing?: { leaseMs: number; sendTimeoutMs: number };
}): Notifier {
  const { db, clock, logger } = deps;
  const channels = channelSenders(deps);
  const pass = dueRowsPass<NotificationRow>(db, clock, {
    table: 'notifications',
    batch: BATCH,
    leaseMs: deps.timing?.leaseMs ?? LEASE_MS,
    workTimeoutMs: deps.timing?.sendTimeoutMs ?? SEND_TIMEOUT_MS,
    maxTries: MAX_TRIES,
    retryDelayMs,
    async handle(row, signal) {
      const channel = channels[row.channel];
      const message = fillLinkSlots(channel.read(row.message_json), deps.linkSecret);
      const outcome = await channel.send({ id: row.id, kind: row.kind, recipient: row.recipient, message }, signal);
      if (outcome === 'sent') return;
      await markDone(db, 'notifications', [row.id], row.lease_id ?? '', { status: 'cancelled' });
      return 'finished';
    },
    done: (now) => ({ status: 'sent', sent_at: now.toISOString() }),
    confirmAlone: (row) => row.channel !== 'email',
    onFailedTry: (row, tries, err) => logger.warn({ id: row.id, kind: row.kind, tries, err }, 'notification not sent'),
  });
  const dispatchDue = async () => {
    const { done, failed, lost } = await pass();
    if (lost > 0) logger.warn({ lost }, 'notifications taken over by another server after their lease ran out');
    return { sent: done, failed };
  };
  return { ...createJob('notifications', dispatchDue, logger), dispatchDue };
}
