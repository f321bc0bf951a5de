import type { Knex } from 'knex';
import { answerGoesAfterStop, smsKeyword } from '@shop/shared/texts/keywords';
import { textsMessages as m } from '@shop/shared/texts/messages';
import type { AppDeps } from '../app-deps.ts';
import { planNotice } from '../notifications/plan-notice.ts';
import { answerKeyword } from './keyword-answer.ts';
import { insertInbound } from './messages.repository.ts';
import { queueThreadText } from './queue-text.ts';
import { customerName, threadOfPhone, touchThread } from './threads.repository.ts';

export interface InboundMedium {
  url: string;
  contentType: string | null;
  /** Why the medium is never fetched (its URL is not the provider's), or null to fetch it. */
  refused: string | null;
}

export interface InboundText {
  /** The sender's number in E.164 (as the provider gave it when it does not read as one). */
  phone: string;
  body: string;
  sid: string;
  media: InboundMedium[];
  /** When the webhook delivered it: the time the thread shows. */
  receivedAt: Date;
}

/** How long a text's preview in a staff push may be. */
const PREVIEW = 120;

/**
 * Files a kept inbound text in its number's thread, once per provider id, and in the same
 * transaction plans the staff push and acts on a keyword, queueing its answer in the outbox: a
 * text filed twice (a claim taken over after its lease ran out) finds its id stored and does
 * nothing, so nothing happens twice. `messageId` is null when it was filed already.
 */
export async function receiveText(
  trx: Knex,
  deps: AppDeps,
  text: InboundText,
): Promise<{ threadId: number; messageId: number | null }> {
  const { phone, receivedAt } = text;
  const thread = await threadOfPhone(trx, phone, receivedAt);
  const id = await insertInbound(
    trx,
    { threadId: thread.id, sid: text.sid, body: text.body, media: text.media },
    receivedAt,
  );
  if (id === null) return { threadId: thread.id, messageId: null };
  await touchThread(trx, thread.id, receivedAt);
  const who = (thread.customer_id === null ? '' : await customerName(trx, thread.customer_id)) || phone;
  const preview = text.body.length > PREVIEW ? `${text.body.slice(0, PREVIEW - 1)}…` : text.body;
  await planNotice(trx, deps, {
    kind: 'staff_text',
    subject: `${m.pushFrom(who)}: ${preview || '📷'}`,
    page: `/admin/messages/${thread.id}`,
  });
  const keyword = smsKeyword(text.body);
  if (!keyword) return { threadId: thread.id, messageId: id };
  const answer = await answerKeyword(trx, deps, { keyword, phone, customerId: thread.customer_id });
  if (answer && !deps.config.sms)
    deps.logger.warn({ thread: thread.id, keyword }, 'keyword not answered: no SMS provider is configured');
  else if (answer) {
    await queueThreadText(
      trx,
      { threadId: thread.id, phone, body: answer, authorId: null, carrierAnswer: answerGoesAfterStop(keyword) },
      deps.clock.now(),
    );
  }
  return { threadId: thread.id, messageId: id };
}
