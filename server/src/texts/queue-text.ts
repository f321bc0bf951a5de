import type { Knex } from 'knex';
import { insertNotification } from '../notifications/notifications.repository.ts';
import { insertOutgoing } from './messages.repository.ts';
import { touchThread } from './threads.repository.ts';

/**
 * A text to a thread's number: queued in the notifications outbox as an SMS (sent once, retried
 * like any notice) and shown in the thread with that row's status. A staff reply has its author; a
 * keyword's answer has none. `carrierAnswer` marks an answer carriers require whatever the
 * consent (STOP's confirmation, HELP's answer): neither a STOP nor its sender withdraws it.
 */
export async function queueThreadText(
  trx: Knex,
  t: { threadId: number; phone: string; body: string; authorId: number | null; carrierAnswer?: boolean },
  now: Date,
): Promise<number> {
  const kind = t.carrierAnswer ? 'carrier_answer' : 'text_reply';
  const notificationId = await insertNotification(
    trx,
    { kind, channel: 'sms', to: t.phone, sms: { text: t.body }, plannedAt: now },
    now,
  );
  const id = await insertOutgoing(
    trx,
    { threadId: t.threadId, body: t.body, authorId: t.authorId, notificationId },
    now,
  );
  await touchThread(trx, t.threadId, now);
  return id;
}
