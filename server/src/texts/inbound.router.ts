import express, { type Router } from 'express';
import type { Knex } from 'knex';
import { textsMessages as m } from '@shop/shared/texts/messages';
import type { AppDeps } from '../app-deps.ts';
import { isBusy, WRITE_LOCK_FIRST } from '../db/dialect.ts';
import { AppError } from '../http/app-error.ts';
import { fillLinkSlots } from '../links/link-slots.ts';
import type { SmsConfig } from '../notifications/sms.ts';
import { fetchTextMedia } from './fetch-media.ts';
import { isProviderMedia, NOT_PROVIDER_MEDIA } from './media-download.ts';
import { receiveText, type InboundText } from './receive-text.ts';
import { signatureMatches } from './twilio-signature.ts';

/** Path of the provider's webhook: what is configured at Twilio as PUBLIC_URL + this. */
export const SMS_INBOUND_PATH = '/api/sms/inbound';
/** Twilio sends at most 10 media per MMS. */
const MAX_MEDIA = 10;

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** TwiML: nothing to send back, or one text. */
const twiml = (reply: string | null) =>
  reply === null
    ? '<?xml version="1.0" encoding="UTF-8"?><Response/>'
    : `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${escapeXml(reply)}</Message></Response>`;

/** The form's fields as strings: a repeated or nested field is not Twilio's and fails the signature. */
function formOf(body: unknown): Record<string, string> | null {
  if (typeof body !== 'object' || body === null) return null;
  const entries = Object.entries(body as Record<string, unknown>);
  return entries.every(([, v]) => typeof v === 'string') ? Object.fromEntries(entries as [string, string][]) : null;
}

function inboundText(form: Record<string, string>, sms: SmsConfig | null): InboundText | null {
  const { From: from, MessageSid: sid } = form;
  if (!from || !sid) return null;
  const count = Math.min(MAX_MEDIA, Math.max(0, Number.parseInt(form.NumMedia ?? '0', 10) || 0));
  const media = Array.from({ length: count }, (_, i) => ({
    url: form[`MediaUrl${i}`] ?? '',
    contentType: form[`MediaContentType${i}`] ?? null,
  }))
    .filter((x) => /^https?:\/\//.test(x.url))
    .map((x) => ({ ...x, refused: isProviderMedia(x.url, sms) ? null : NOT_PROVIDER_MEDIA }));
  return { from, sid, body: form.Body ?? '', media };
}

/** Runs the transaction, once more with the write lock first when the database refused it as busy. */
async function inTransaction<T>(db: Knex, run: (trx: Knex) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(run);
  } catch (err) {
    if (!isBusy(err)) throw err;
    return db.transaction(run, WRITE_LOCK_FIRST);
  }
}

/**
 * POST /api/sms/inbound: Twilio's webhook for a text to the shop's number. Mounted apart from the
 * API's per-address write limit: every text comes from the provider's few addresses, and only a
 * call signed with the auth token gets past the first check.
 */
export function inboundTextsRouter(deps: AppDeps): Router {
  const r = express.Router();
  r.post('/inbound', express.urlencoded({ extended: false, limit: '64kb' }), async (req, res) => {
    const token = deps.config.smsWebhookToken;
    const form = formOf(req.body);
    // The URL the provider called, as it is known from outside (behind a proxy the request's own differs).
    const url = deps.config.publicUrl + req.originalUrl;
    if (!token || !form || !signatureMatches(token, url, form, req.get('x-twilio-signature')))
      throw new AppError(403, 'bad_signature', m.badSignature);
    const text = inboundText(form, deps.config.sms);
    if (!text) throw new AppError(400, 'invalid_request', m.noPhone);
    const { stored, reply, messageId } = await inTransaction(deps.db, (trx) => receiveText(trx, deps, text));
    if (stored) deps.notifier.kick();
    // Photos are fetched after the answer: the provider waits for no download.
    if (messageId !== null && text.media.length > 0)
      void fetchTextMedia(deps, messageId).catch((err: unknown) =>
        deps.logger.error({ err }, 'text media fetch failed'),
      );
    res
      .status(200)
      .type('text/xml')
      .send(twiml(reply === null ? null : fillLinkSlots(reply, deps.config.jwtSecret)));
  });
  return r;
}
