import { describe, expect, it } from 'vitest';
import { textsMessages } from '@shop/shared/texts/messages';
import { bookAs } from '../test/booking-helpers.ts';
import type { SmsProvider } from '../test/sms-provider.ts';
import { setNotifications, smsShopPerTest } from '../test/sms-shop.ts';
import type { TestApp } from '../test/test-app.ts';

/** Ana books with (510) 555-0100; her texts come from the provider in E.164. */
const ANA = '+15105550100';

let t: TestApp | undefined;
let sms: SmsProvider | undefined;
const startShop = smsShopPerTest();

async function shop(env: Record<string, string> = {}) {
  ({ t, sms } = await startShop({ env: (stand) => ({ ...stand.env, ...env }) }));
  return { t, sms, admin: await t.login() };
}

/** Settings > Notifications > SMS on, as an admin turns it on. */
const smsOn = (t: TestApp, admin: string) => setNotifications(t, admin, { sms: true });

describe('POST /api/sms/inbound', () => {
  it('when a webhook is replayed with the same MessageSid, then one text is stored and both answer 200 TwiML', async () => {
    const { t, sms, admin } = await shop();
    const first = await sms.text(t, ANA, 'Can I come at 4?', { sid: 'SM-replayed' });
    const again = await sms.text(t, ANA, 'Can I come at 4?', { sid: 'SM-replayed' });
    for (const res of [first, again]) {
      expect(res.status).toBe(200);
      expect(res.type).toMatch(/text\/xml/);
      expect(res.xml).toMatch(/<Response\/>$/);
    }
    expect(await t.db('text_messages').where({ provider_sid: 'SM-replayed' }).count({ n: '*' })).toEqual([{ n: 1 }]);
    const list = (await t.call('GET', '/api/admin/messages', { token: admin })).body;
    expect(list.threads).toHaveLength(1);
    expect(list.threads[0]).toMatchObject({ phone: ANA, customer_id: null, unread: 1 });
  });

  it('when the signature is wrong or made with another token, then 403 and nothing is stored', async () => {
    const { t, sms } = await shop();
    expect((await sms.text(t, ANA, 'hello', { signature: 'not-a-signature' })).status).toBe(403);
    expect((await sms.text(t, ANA, 'hello', { token: 'another-token' })).status).toBe(403);
    expect(await t.db('text_messages').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('when no auth token is configured, then every inbound text is refused with 403', async () => {
    ({ t, sms } = await startShop({ env: () => ({}) }));
    expect((await sms.text(t, ANA, 'hello')).status).toBe(403);
  });

  it('when a customer who typed (510) 555-0100 texts from +15105550100, then the thread is hers', async () => {
    const { t, sms, admin } = await shop();
    await bookAs(t, { date: '2026-03-10' });
    await sms.text(t, ANA, 'ok go ahead');
    const [thread] = (await t.call('GET', '/api/admin/messages', { token: admin })).body.threads;
    expect(thread).toMatchObject({ phone: ANA, name: 'Ana Lopez', unread: 1 });
    expect(thread.customer_id).toEqual(expect.any(Number));
    const detail = (await t.call('GET', `/api/admin/messages/${thread.id}`, { token: admin })).body;
    expect(detail.messages).toEqual([
      expect.objectContaining({ direction: 'in', body: 'ok go ahead', status: 'received' }),
    ]);
    expect(detail.thread.links.appointment_id).toEqual(expect.any(Number));
    expect(detail.thread.consent).toEqual({ state: 'unknown', source: null, at: null });
  });

  it('when the shop is in the UK and a customer typed 020 7946 0958, then a text from +442079460958 is hers', async () => {
    const { t, sms, admin } = await shop({ SHOP_COUNTRY: 'GB' });
    const contact = { name: 'Ana Lopez', email: 'ana@example.com', phone: '020 7946 0958' };
    await bookAs(t, { date: '2026-03-10', contact_info: contact });
    await sms.text(t, '+442079460958', 'ok go ahead');
    const [thread] = (await t.call('GET', '/api/admin/messages', { token: admin })).body.threads;
    expect(thread).toMatchObject({ phone: '+442079460958', name: 'Ana Lopez', customer_id: expect.any(Number) });
  });

  it('when an MMS comes in, then each MediaUrlN is kept as media of the text', async () => {
    const { t, sms, admin } = await shop();
    const extra = {
      NumMedia: '2',
      MediaUrl0: 'http://127.0.0.1:9/warning-light.jpg',
      MediaContentType0: 'image/jpeg',
      MediaUrl1: 'http://127.0.0.1:9/dash.png',
      MediaContentType1: 'image/png',
    };
    await sms.text(t, ANA, '', { extra });
    const [thread] = (await t.call('GET', '/api/admin/messages', { token: admin })).body.threads;
    const detail = (await t.call('GET', `/api/admin/messages/${thread.id}`, { token: admin })).body;
    expect(detail.messages[0].media).toEqual([{ url: extra.MediaUrl0 }, { url: extra.MediaUrl1 }]);
  });
});

describe('consent by keyword', () => {
  it('when a number texts STOP, then staff replies get 409 sms_opted_out and automatic notices are not texted', async () => {
    const { t, sms, admin } = await shop();
    await smsOn(t, admin);
    const stop = await sms.text(t, ANA, '  stop ');
    // The STOP's one confirmation goes, though the number is opted out by then.
    expect(stop.reply).toMatch(/no more texts/);
    expect(sms.sent).toHaveLength(1);
    const [thread] = (await t.call('GET', '/api/admin/messages', { token: admin })).body.threads;
    const reply = await t.call('POST', `/api/admin/messages/${thread.id}`, {
      body: { body: 'See you at 4' },
      token: admin,
    });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('sms_opted_out');
    const detail = (await t.call('GET', `/api/admin/messages/${thread.id}`, { token: admin })).body;
    expect(detail.thread.consent).toMatchObject({ state: 'opted_out', source: 'keyword' });
    await bookAs(t, { date: '2026-03-10' });
    t.clock.set('2026-03-09T17:00:00Z');
    await t.notifier.dispatchDue();
    // The reminder went by mail, as always; its SMS twin was never planned.
    expect(t.mailsTo('ana@example.com').some((x) => /reminder/i.test(x.subject))).toBe(true);
    expect(sms.sent.map((x) => x.body)).toEqual([stop.reply]);
  });

  it('when a number texts STOP after a notice was queued to it, then the queued text is withdrawn', async () => {
    const { t, sms, admin } = await shop();
    await smsOn(t, admin);
    await bookAs(t, { date: '2026-03-10' });
    expect(await t.db('notifications').where({ channel: 'sms', status: 'queued' }).count({ n: '*' })).toEqual([
      { n: 1 },
    ]);
    const stop = await sms.text(t, ANA, 'STOP');
    t.clock.set('2026-03-09T17:00:00Z');
    await t.notifier.dispatchDue();
    expect(sms.sent.map((x) => x.body)).toEqual([stop.reply]);
  });

  it('when a number opted out after its text was claimed for sending, then the send is withdrawn at the last moment', async () => {
    const { t, sms, admin } = await shop();
    await smsOn(t, admin);
    await bookAs(t, { date: '2026-03-10' });
    // The STOP's withdrawal of queued texts missed this row (it was already claimed): only the consent says stop.
    await t.db('sms_consents').insert({
      phone: ANA,
      state: 'opted_out',
      source: 'keyword',
      wording: null,
      updated_at: '2026-03-09T16:00:00.000Z',
    });
    t.clock.set('2026-03-09T17:00:00Z');
    await t.notifier.dispatchDue();
    expect(sms.sent).toEqual([]);
    expect(await t.db('notifications').where({ channel: 'sms' }).select('status')).toEqual([{ status: 'cancelled' }]);
  });

  it('when a number texts START after STOP, then staff can text it again and the reply goes once', async () => {
    const { t, sms, admin } = await shop();
    await sms.text(t, ANA, 'QUIT');
    expect((await sms.text(t, ANA, 'Start')).reply).toMatch(/texts are on again/);
    sms.sent.length = 0;
    const [thread] = (await t.call('GET', '/api/admin/messages', { token: admin })).body.threads;
    const headers = { 'Idempotency-Key': 'reply-after-start-1' };
    const send = () =>
      t.call('POST', `/api/admin/messages/${thread.id}`, { body: { body: 'See you at 4' }, token: admin, headers });
    const [a, b] = [await send(), await send()];
    expect(a.status).toBe(201);
    expect(b.body).toEqual(a.body);
    await t.notifier.idle();
    await t.notifier.dispatchDue();
    expect(sms.sent).toEqual([{ to: ANA, body: 'See you at 4' }]);
  });

  it('when a word like stop is inside a sentence, then it is a message for staff, not an opt-out', async () => {
    const { t, sms } = await shop();
    expect((await sms.text(t, ANA, 'please stop by at 5')).reply).toBeNull();
    expect(await t.db('sms_consents').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it("when the booking form's box is ticked, then the consent is kept with its wording, but never over a STOP", async () => {
    const { t, sms } = await shop();
    await bookAs(t, { date: '2026-03-10', sms_consent: true });
    expect(await t.db('sms_consents').where({ phone: ANA }).first('state', 'source', 'wording')).toEqual({
      state: 'opted_in',
      source: 'booking_form',
      wording: textsMessages.bookingFormConsent,
    });
    await sms.text(t, ANA, 'STOP');
    await bookAs(t, { date: '2026-03-10', start_time: '11:00', end_time: '12:00', sms_consent: true });
    expect(await t.db('sms_consents').where({ phone: ANA }).first('state', 'source')).toEqual({
      state: 'opted_out',
      source: 'keyword',
    });
  });

  it('when an opted-out number texts STOP again, then nothing answers it, but HELP still does', async () => {
    const { t, sms } = await shop();
    expect((await sms.text(t, ANA, 'STOP')).reply).toMatch(/no more texts/);
    const again = await sms.text(t, ANA, 'unsubscribe');
    expect(again.status).toBe(200);
    expect(again.reply).toBeNull();
    expect((await sms.text(t, ANA, 'HELP')).reply).toContain(t.config.shop.phone);
  });

  it('when a number texts HELP, then the answer names the shop and its phone', async () => {
    const { t, sms } = await shop();
    const { reply } = await sms.text(t, ANA, 'help');
    expect(reply).toContain(t.config.shop.name);
    expect(reply).toContain(t.config.shop.phone);
  });
});
