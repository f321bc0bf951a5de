import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually, mediaStore, type MediaStore } from '../test/media-store.ts';
import { smsProvider, type SmsProvider } from '../test/sms-provider.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp | undefined;
let sms: SmsProvider | undefined;
let store: MediaStore | undefined;
afterEach(async () => {
  await t?.stop();
  await sms?.close();
  await store?.close();
  t = sms = store = undefined;
});

describe('photos sent by MMS', () => {
  it('when an MMS brings a photo, then it is fetched once, re-encoded without its metadata and served to staff', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c00' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'the sender' } } })
      .png()
      .toBuffer();
    store = await mediaStore({
      '/light.png': { type: 'image/png', body: png },
      '/card.vcf': { type: 'text/vcard', body: Buffer.from('BEGIN:VCARD') },
    });
    sms = await smsProvider();
    // The media are on the provider's own origin, as Twilio's are on its API's.
    t = await startTestApp({ env: { ...sms.env, TWILIO_API_URL: store.url } });
    const admin = await t.login();
    const extra = {
      NumMedia: '2',
      MediaUrl0: `${store.url}/light.png`,
      MediaContentType0: 'image/png',
      MediaUrl1: `${store.url}/card.vcf`,
      MediaContentType1: 'text/vcard',
    };
    await sms.text(t, '+15105550100', 'this light came on', { sid: 'SM-mms', extra });
    await sms.text(t, '+15105550100', 'this light came on', { sid: 'SM-mms', extra });
    await eventually(
      async () => (await t!.db('text_media').whereNull('mime').whereNull('fetch_error').count({ n: '*' }))[0]!.n == 0,
    );
    expect(store.paths().sort()).toEqual(['/card.vcf', '/light.png']);
    const [thread] = (await t.call('GET', '/api/admin/messages', { token: admin })).body.threads;
    const [message] = (await t.call('GET', `/api/admin/messages/${thread.id}`, { token: admin })).body.messages;
    expect(message.media[0].url).toMatch(/^\/api\/admin\/messages\/media\/\d+$/);
    expect(message.media[1].url).toBe(extra.MediaUrl1);
    const photo = await fetch(t.url + message.media[0].url, { headers: { authorization: `Bearer ${admin}` } });
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
    expect((await fetch(t.url + message.media[0].url)).status).toBe(401);
  });
});
