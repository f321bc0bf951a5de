import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { EncodeTicket } from '../photos/encode-queue.ts';
import { eventually, mediaStore, type MediaStore } from '../test/media-store.ts';
import { smsProvider, type SmsProvider } from '../test/sms-provider.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { MEDIA_MAX_TRIES, retryTextMedia } from './fetch-media.ts';

const ANA = '+15105550100';

let t: TestApp | undefined;
let sms: SmsProvider | undefined;
let provider: MediaStore | undefined;
afterEach(async () => {
  await t?.stop();
  await sms?.close();
  await provider?.close();
  t = sms = provider = undefined;
});

/** The provider's media answer 503 `failures` times, then the photo. */
async function shop(failures: number) {
  const body = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0c0' } })
    .png()
    .toBuffer();
  let left = failures;
  provider = await mediaStore({
    '/Media/ME1': (_req, res) =>
      left-- > 0 ? res.writeHead(503).end() : res.writeHead(200, { 'content-type': 'image/png' }).end(body),
  });
  sms = await smsProvider();
  t = await startTestApp({ env: { ...sms.env, TWILIO_API_URL: provider.url } });
  await sms.text(t, ANA, '', {
    extra: { NumMedia: '1', MediaUrl0: `${provider.url}/Media/ME1`, MediaContentType0: 'image/png' },
  });
  return { t, provider };
}

const medium = async (t: TestApp) =>
  (await t.db('text_media').first('mime', 'fetch_error', 'fetch_claimed_at', 'fetch_tries')) as {
    mime: string | null;
    fetch_error: string | null;
    fetch_claimed_at: string | null;
    fetch_tries: number;
  };

/** A failed try leaves nothing to see (it stays claimed): a moment lets the webhook's own try end. */
const settled = () => new Promise((r) => setTimeout(r, 300));

/** Some minutes later, the periodic pass runs. */
async function passAfter(t: TestApp, minutes: number) {
  t.clock.set(new Date(t.clock.now().getTime() + minutes * 60_000).toISOString());
  await retryTextMedia(t.deps);
}

describe('text media taken again', () => {
  it('when the encoder is busy as an MMS comes in, then its photo is not claimed and a later pass keeps it', async () => {
    const body = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0c0' } })
      .png()
      .toBuffer();
    provider = await mediaStore({ '/Media/ME1': { type: 'image/png', body } });
    sms = await smsProvider();
    t = await startTestApp({ env: { ...sms.env, TWILIO_API_URL: provider.url } });
    const held: EncodeTicket[] = [];
    for (let ticket = t.deps.photoQueue.admit(); ticket; ticket = t.deps.photoQueue.admit()) held.push(ticket);
    await sms.text(t, ANA, '', {
      extra: { NumMedia: '1', MediaUrl0: `${provider.url}/Media/ME1`, MediaContentType0: 'image/png' },
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(await medium(t)).toMatchObject({ mime: null, fetch_error: null, fetch_claimed_at: null });
    for (const ticket of held) ticket.release();
    await passAfter(t, 0);
    expect((await medium(t)).mime).toBe('image/jpeg');
  });

  it('when a fetch failed or never finished, then a pass some minutes later takes it again and keeps the photo', async () => {
    const { t, provider } = await shop(1);
    await eventually(() => provider.hits.length === 1);
    await settled();
    await passAfter(t, 1);
    expect(provider.hits).toHaveLength(1);
    await passAfter(t, 5);
    expect(await medium(t)).toMatchObject({ mime: 'image/jpeg', fetch_tries: 2 });
  });

  it('when the provider keeps failing, then the medium is given up after MEDIA_MAX_TRIES and kept as a link', async () => {
    const { t, provider } = await shop(100);
    await eventually(() => provider.hits.length === 1);
    await settled();
    for (let i = 1; i <= MEDIA_MAX_TRIES + 1; i++) await passAfter(t, 6);
    expect(provider.hits).toHaveLength(MEDIA_MAX_TRIES);
    expect(await medium(t)).toMatchObject({ mime: null, fetch_error: 'the provider answered 503' });
  });
});
