import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually, mediaStore, type MediaStore } from '../test/media-store.ts';
import { smsProvider, type SmsProvider } from '../test/sms-provider.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

const ANA = '+15105550100';
const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#00c' } })
    .png()
    .toBuffer();

let t: TestApp | undefined;
let sms: SmsProvider | undefined;
const stores: MediaStore[] = [];
afterEach(async () => {
  await t?.stop();
  await sms?.close();
  for (const s of stores.splice(0)) await s.close();
  t = sms = undefined;
});

/** The app, its SMS API (and so its media) on `provider`'s origin. */
async function shopWith(provider: MediaStore, env: Record<string, string> = {}) {
  sms = await smsProvider();
  t = await startTestApp({ env: { ...sms.env, TWILIO_API_URL: provider.url, ...env } });
  return { t, sms };
}

async function store(routes: Parameters<typeof mediaStore>[0]) {
  const s = await mediaStore(routes);
  stores.push(s);
  return s;
}

const mms = (url: string) => ({ extra: { NumMedia: '1', MediaUrl0: url, MediaContentType0: 'image/png' } });
const media = async (t: TestApp) =>
  (await t.db('text_media').select('url', 'mime', 'fetch_error', 'fetch_claimed_at')) as {
    url: string;
    mime: string | null;
    fetch_error: string | null;
    fetch_claimed_at: string | null;
  }[];

describe('MMS media come from the provider only', () => {
  it('when a MediaUrl is on another host, then it is kept as a link and never fetched', async () => {
    const provider = await store({});
    const elsewhere = await store({ '/inside.png': { type: 'image/png', body: await png() } });
    const { t, sms } = await shopWith(provider);
    await sms.text(t, ANA, '', mms(`${elsewhere.url}/inside.png`));
    await new Promise((r) => setTimeout(r, 300));
    expect(elsewhere.hits).toEqual([]);
    expect(await media(t)).toEqual([
      { url: `${elsewhere.url}/inside.png`, mime: null, fetch_error: expect.any(String), fetch_claimed_at: null },
    ]);
  });

  it('when the provider redirects within its origin, then the credentials go to the first request only', async () => {
    const provider = await store({
      '/Media/ME1': (_req, res) => res.writeHead(302, { location: '/cdn/ME1.png' }).end(),
      '/cdn/ME1.png': { type: 'image/png', body: await png() },
    });
    const { t, sms } = await shopWith(provider);
    await sms.text(t, ANA, '', mms(`${provider.url}/Media/ME1`));
    await eventually(async () => (await media(t))[0]!.mime !== null);
    expect(provider.hits).toEqual([
      { path: '/Media/ME1', auth: `Basic ${Buffer.from(`AC1:${sms.env.TWILIO_AUTH_TOKEN}`).toString('base64')}` },
      { path: '/cdn/ME1.png', auth: null },
    ]);
  });

  it('when the provider redirects to another host, then it is not followed', async () => {
    const elsewhere = await store({ '/x.png': { type: 'image/png', body: await png() } });
    const provider = await store({
      '/Media/ME2': (_req, res) => res.writeHead(302, { location: `${elsewhere.url}/x.png` }).end(),
    });
    const { t, sms } = await shopWith(provider);
    await sms.text(t, ANA, '', mms(`${provider.url}/Media/ME2`));
    await eventually(() => provider.hits.length === 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(elsewhere.hits).toEqual([]);
    expect((await media(t))[0]!.mime).toBeNull();
  });

  it('when a body without content-length runs past PHOTO_MAX_MB, then the download is cut off there', async () => {
    let closed = false;
    const provider = await store({
      '/Media/ME3': (req, res) => {
        res.writeHead(200, { 'content-type': 'image/png' });
        const timer = setInterval(() => res.write(Buffer.alloc(64 * 1024)), 5);
        res.on('close', () => {
          clearInterval(timer);
          closed = true;
        });
      },
    });
    const { t, sms } = await shopWith(provider, { PHOTO_MAX_MB: '0.5' });
    await sms.text(t, ANA, '', mms(`${provider.url}/Media/ME3`));
    // Read whole, the endless body would hold the connection until the fetch's 15 s timeout.
    await eventually(() => closed);
    expect((await media(t))[0]!.mime).toBeNull();
  });
});
