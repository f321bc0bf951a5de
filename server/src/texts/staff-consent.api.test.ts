import { describe, expect, it } from 'vitest';
import { textsMessages } from '@shop/shared/texts/messages';
import type { SmsProvider } from '../test/sms-provider.ts';
import { smsShopPerTest } from '../test/sms-shop.ts';
import { ADMIN, MONDAY_8AM, type TestApp } from '../test/test-app.ts';

const STRANGER = '+15105559999';

let t: TestApp | undefined;
let sms: SmsProvider | undefined;
const startShop = smsShopPerTest();

/** A shop whose inbox has one thread, from a number that texted `first`. */
async function inboxWith(first: string) {
  ({ t, sms } = await startShop());
  const admin = await t.login();
  await sms.text(t, STRANGER, first);
  const [thread] = (await t.call('GET', '/api/admin/messages', { token: admin })).body.threads as { id: number }[];
  const consentNow = async () =>
    (await t!.call('GET', `/api/admin/messages/${thread!.id}`, { token: admin })).body.thread.consent;
  return { t, sms, admin, thread: thread!, consentNow };
}

describe('consent recorded by staff', () => {
  it('when staff record that the customer agreed, then the thread shows opted in, by staff, with who and when', async () => {
    const { t, admin, thread, consentNow } = await inboxWith('Can you text me when it is ready?');
    const put = await t.call('PUT', `/api/admin/messages/${thread.id}`, {
      body: { sms_consent: 'agreed' },
      token: admin,
    });
    expect(put.status).toBe(200);
    expect(await consentNow()).toEqual({
      state: 'opted_in',
      source: 'staff',
      at: MONDAY_8AM.replace('Z', '.000Z'),
      by: 'Shop Admin',
    });
    const me = await t.db('users').where({ email: ADMIN.email }).first('id');
    expect(await t.db('sms_consents').where({ phone: STRANGER }).first('wording', 'recorded_by')).toEqual({
      wording: textsMessages.staffConsent,
      recorded_by: me.id,
    });
  });

  it('when the number sent STOP, then staff cannot record consent: 409 sms_opted_out and nothing changes', async () => {
    const { t, admin, thread, consentNow } = await inboxWith('STOP');
    const before = await consentNow();
    const me = await t.db('users').where({ email: ADMIN.email }).first('id');
    const put = await t.call('PUT', `/api/admin/messages/${thread.id}`, {
      body: { sms_consent: 'agreed', assigned_to: me.id },
      token: admin,
    });
    expect(put).toMatchObject({
      status: 409,
      body: { code: 'sms_opted_out', error: textsMessages.consentAfterStop },
    });
    expect(before).toMatchObject({ state: 'opted_out', source: 'keyword' });
    expect(await consentNow()).toEqual(before);
    expect(await t.db('text_threads').where({ id: thread.id }).first('assigned_to')).toEqual({ assigned_to: null });
  });

  it('when the customer later texts STOP and START, then the consent is hers again, no longer staff-recorded', async () => {
    const { t, sms, admin, thread, consentNow } = await inboxWith('hello');
    await t.call('PUT', `/api/admin/messages/${thread.id}`, { body: { sms_consent: 'agreed' }, token: admin });
    await sms.text(t, STRANGER, 'STOP');
    await sms.text(t, STRANGER, 'START');
    expect(await consentNow()).toMatchObject({ state: 'opted_in', source: 'keyword' });
    expect(await consentNow()).not.toHaveProperty('by');
  });

  it('when sms_consent is anything but "agreed", then 400 with a message and nothing is recorded', async () => {
    const { t, admin, thread, consentNow } = await inboxWith('hello');
    const put = await t.call('PUT', `/api/admin/messages/${thread.id}`, {
      body: { sms_consent: 'opted_out' },
      token: admin,
    });
    expect(put).toMatchObject({ status: 400, body: { error: expect.stringContaining('sms_consent') } });
    expect(await consentNow()).toEqual({ state: 'unknown', source: null, at: null });
  });
});
