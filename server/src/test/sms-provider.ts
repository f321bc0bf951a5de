import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { twilioSignature } from '../texts/twilio-signature.ts';
import type { TestApp } from './test-app.ts';

/** The auth token the stand-in signs with, and the test apps are configured with. */
export const SMS_TOKEN = 'stand-in-auth-token';
export const SHOP_NUMBER = '+15105550000';

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => resolve(body));
  });

/**
 * A local stand-in for Twilio: its Messages API records every text sent, and it calls the app's
 * webhook signed as Twilio does. Nothing reaches the internet.
 */
export async function smsProvider() {
  const sent: { to: string; body: string }[] = [];
  const server = createServer(async (req, res) => {
    const form = new URLSearchParams(await read(req));
    sent.push({ to: form.get('To') ?? '', body: form.get('Body') ?? '' });
    res.writeHead(201, { 'content-type': 'application/json' }).end(`{"sid":"SM${sent.length}"}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let sids = 0;
  return {
    sent,
    /** The environment that points the app's SMS at this stand-in. */
    env: {
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: SMS_TOKEN,
      TWILIO_FROM: SHOP_NUMBER,
      TWILIO_API_URL: url,
    },
    /**
     * A text from `from`, delivered to the app's webhook as Twilio would (a new MessageSid unless
     * given). Once the app has filed it and sent what was due, `reply` is what it texted back to
     * `from` meanwhile (a keyword's answer), or null.
     */
    async text(
      t: Pick<TestApp, 'config' | 'url' | 'deps' | 'notifier'>,
      from: string,
      body: string,
      o: { sid?: string; extra?: Record<string, string>; token?: string; signature?: string } = {},
    ) {
      const params: Record<string, string> = {
        MessageSid: o.sid ?? `SM${Date.now()}${++sids}`,
        From: from,
        To: SHOP_NUMBER,
        Body: body,
        NumMedia: '0',
        ...o.extra,
      };
      const path = '/api/sms/inbound';
      const before = sent.length;
      const signature = o.signature ?? twilioSignature(o.token ?? SMS_TOKEN, t.config.publicUrl + path, params);
      const res = await fetch(t.url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
        body: new URLSearchParams(params),
      });
      const xml = await res.text();
      // Filed now rather than after the webhook's lull.
      await t.deps.inboundTexts.idle();
      t.deps.inboundTexts.kick();
      await t.deps.inboundTexts.idle();
      await t.notifier.idle();
      await t.notifier.dispatchDue();
      const back = sent.slice(before).filter((x) => x.to === from);
      return {
        status: res.status,
        type: res.headers.get('content-type') ?? '',
        xml,
        sid: params.MessageSid,
        reply: back.length > 0 ? back.map((x) => x.body).join('\n') : null,
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmsProvider = Awaited<ReturnType<typeof smsProvider>>;
