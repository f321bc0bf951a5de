import express, { type Router } from 'express';
import { textsMessages as m } from '@shop/shared/texts/messages';
import { phoneE164 } from '@shop/shared/texts/phone-e164';
import type { AppDeps } from '../app-deps.ts';
import { writeBatcher } from '../db/write-batcher.ts';
import { AppError } from '../http/app-error.ts';
import { keepInbound } from './inbound-texts.repository.ts';
import { isProviderMedia, NOT_PROVIDER_MEDIA } from './media-download.ts';
import type { InboundText } from './receive-text.ts';
import { signatureMatches } from './twilio-signature.ts';

/** Path of the provider's webhook: what is configured at Twilio as PUBLIC_URL + this. */
export const SMS_INBOUND_PATH = '/api/sms/inbound';
/** Twilio sends at most 10 media per MMS. */
const MAX_MEDIA = 10;
/**
 * The provider's `From` is E.164 already: kept as it is, since reading it again gives it back (and
 * costs the webhook more than the rest of its work); anything else is read in the shop's country.
 */
const E164 = /^\+[1-9]\d{1,14}$/;
/** The most texts kept in one statement (7 values each, far below SQLite's 32,766). */
const KEEP_BATCH = 200;

/** TwiML with nothing in it: keyword answers go through the outbox, like every other text. */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

/** The form's fields as strings: a repeated or nested field is not Twilio's and fails the signature. */
function formOf(body: unknown): Record<string, string> | null {
  if (typeof body !== 'object' || body === null) return null;
  const entries = Object.entries(body as Record<string, unknown>);
  return entries.every(([, v]) => typeof v === 'string') ? Object.fromEntries(entries as [string, string][]) : null;
}

function inboundText(form: Record<string, string>, config: AppDeps['config'], now: Date): InboundText | null {
  const { From: from, MessageSid: sid } = form;
  if (!from || !sid) return null;
  const count = Math.min(MAX_MEDIA, Math.max(0, Number.parseInt(form.NumMedia ?? '0', 10) || 0));
  const media = Array.from({ length: count }, (_, i) => ({
    url: form[`MediaUrl${i}`] ?? '',
    contentType: form[`MediaContentType${i}`] ?? null,
  }))
    .filter((x) => /^https?:\/\//.test(x.url))
    .map((x) => ({ ...x, refused: isProviderMedia(x.url, config.sms) ? null : NOT_PROVIDER_MEDIA }));
  const phone = E164.test(from) ? from : (phoneE164(from, config.shopCountry) ?? from);
  return { phone, sid, body: form.Body ?? '', media, receivedAt: now };
}

/**
 * POST /api/sms/inbound: Twilio's webhook for a text to the shop's number. Mounted apart from the
 * API's per-address write limit: every text comes from the provider's few addresses, and only a
 * call signed with the auth token gets past the first check.
 */
export function inboundTextsRouter(deps: AppDeps): Router {
  const r = express.Router();
  // Texts that come in together are kept in one statement (a burst costs a few writes, not one each).
  const keep = writeBatcher<InboundText>((texts) => keepInbound(deps.db, texts), KEEP_BATCH);
  r.post('/inbound', express.urlencoded({ extended: false, limit: '64kb' }), async (req, res) => {
    const token = deps.config.smsWebhookToken;
    const form = formOf(req.body);
    // The URL the provider called, as it is known from outside (behind a proxy the request's own differs).
    const url = deps.config.publicUrl + req.originalUrl;
    if (!token || !form || !signatureMatches(token, url, form, req.get('x-twilio-signature')))
      throw new AppError(403, 'bad_signature', m.badSignature);
    const text = inboundText(form, deps.config, deps.clock.now());
    if (!text) throw new AppError(400, 'invalid_request', m.noPhone);
    // Kept, then answered: the text is filed, pushed and answered by the job, off the provider's
    // clock. Kept once per MessageSid, so a retried webhook adds nothing.
    await keep(text);
    deps.inboundTexts.soon();
    res.status(200).type('text/xml').send(EMPTY_TWIML);
  });
  return r;
}
