import type { Knex } from 'knex';
import type { TextMessage } from '@shop/shared/texts/texts.schema';
import { textsMessages as m } from '@shop/shared/texts/messages';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../http/app-error.ts';
import { hasOptedOut } from './consent.repository.ts';
import { whySmsUnavailable } from './sms-availability.ts';
import { messagesOf } from './messages.repository.ts';
import { queueThreadText } from './queue-text.ts';
import { toMessageDto } from './thread-dto.ts';
import type { ThreadRow } from './threads.repository.ts';

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
  const id = await queueThreadText(
    trx,
    { threadId: s.thread.id, phone: s.thread.phone, body: s.body, authorId: s.authorId },
    now,
  );
  const row = (await messagesOf(trx, s.thread.id)).find((r) => Number(r.id) === id)!;
  return toMessageDto(row, []);
}
