import type { Knex } from 'knex';
import type { TextMessage } from '@shop/shared/texts/texts.schema';
import { textsMessages as m } from '@shop/shared/texts/messages';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../http/app-error.ts';
import { insertNotification } from '../notifications/notifications.repository.ts';
import { hasOptedOut } from './consent.repository.ts';
import { whySmsUnavailable } from './sms-availability.ts';
import { insertOutgoing, messagesOf } from './messages.repository.ts';
import { toMessageDto } from './thread-dto.ts';
import { touchThread, type ThreadRow } from './threads.repository.ts';

/**
 * A staff reply: queued in the notifications outbox as an SMS (sent once, retried like any
 * notice), shown in the thread with the outbox row's status. A number that replied STOP gets
 * nothing: 409 `sms_opted_out`; with no provider, 409 `sms_unavailable` saying what to set.
 * Either way nothing is written.
 */
export async function sendStaffText(
  trx: Knex,
  deps: Pick<AppDeps, 'clock' | 'config'>,
  s: { thread: ThreadRow; body: string; authorId: number },
): Promise<TextMessage> {
  if (await hasOptedOut(trx, s.thread.phone)) throw new AppError(409, 'sms_opted_out', m.optedOut);
  const unavailable = whySmsUnavailable(deps.config);
  if (unavailable) throw new AppError(409, 'sms_unavailable', unavailable);
  const now = deps.clock.now();
  const notificationId = await insertNotification(
    trx,
    { kind: 'text_reply', channel: 'sms', to: s.thread.phone, sms: { text: s.body }, plannedAt: now },
    now,
  );
  const id = await insertOutgoing(
    trx,
    { threadId: s.thread.id, body: s.body, authorId: s.authorId, notificationId },
    now,
  );
  await touchThread(trx, s.thread.id, now);
  const row = (await messagesOf(trx, s.thread.id)).find((r) => Number(r.id) === id)!;
  return toMessageDto(row, []);
}
