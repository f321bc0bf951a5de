import type { Knex } from 'knex';
import { smsKeyword } from '@shop/shared/texts/keywords';
import { textsMessages as m } from '@shop/shared/texts/messages';
import { phoneE164 } from '@shop/shared/texts/phone-e164';
import type { AppDeps } from '../app-deps.ts';
import { planNotice } from '../notifications/plan-notice.ts';
import { answerKeyword } from './keyword-answer.ts';
import { insertInbound, insertOutgoing } from './messages.repository.ts';
import { customerName, threadOfPhone, touchThread } from './threads.repository.ts';

export interface InboundMedium {
  url: string;
  contentType: string | null;
  /** Why the medium is never fetched (its URL is not the provider's), or null to fetch it. */
  refused: string | null;
}

export interface InboundText {
  from: string;
  body: string;
  sid: string;
  media: InboundMedium[];
}

/** How long a text's preview in a staff push may be. */
const PREVIEW = 120;

/**
 * Stores an inbound text in its number's thread, once per provider id, and in the same
 * transaction plans the staff push and acts on a keyword: a replayed webhook (or a second
 * server given the same text) finds the id stored and does nothing, so nothing happens twice.
 * Answers the text to reply with, if any (the keyword's), or null; `stored` is false for a replay.
 */
export async function receiveText(
  trx: Knex,
  deps: AppDeps,
  text: InboundText,
): Promise<{ stored: boolean; reply: string | null; threadId: number; messageId: number | null }> {
  const now = deps.clock.now();
  const phone = phoneE164(text.from, deps.config.shopCountry) ?? text.from;
  const thread = await threadOfPhone(trx, phone, now);
  const id = await insertInbound(trx, { threadId: thread.id, sid: text.sid, body: text.body, media: text.media }, now);
  if (id === null) return { stored: false, reply: null, threadId: thread.id, messageId: null };
  await touchThread(trx, thread.id, now);
  const who = (thread.customer_id === null ? '' : await customerName(trx, thread.customer_id)) || phone;
  const preview = text.body.length > PREVIEW ? `${text.body.slice(0, PREVIEW - 1)}…` : text.body;
  await planNotice(trx, deps, {
    kind: 'staff_text',
    subject: `${m.pushFrom(who)}: ${preview || '📷'}`,
    page: `/admin/messages/${thread.id}`,
  });
  const keyword = smsKeyword(text.body);
  const reply = keyword ? await answerKeyword(trx, deps, { keyword, phone, customerId: thread.customer_id }) : null;
  // The answer goes back in the webhook's own response; the thread shows it as sent.
  if (reply) await insertOutgoing(trx, { threadId: thread.id, body: reply, authorId: null, notificationId: null }, now);
  return { stored: true, reply, threadId: thread.id, messageId: id };
}
