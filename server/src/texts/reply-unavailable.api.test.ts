import { describe, expect, it } from 'vitest';
import { textsMessages } from '@shop/shared/texts/messages';
import type { SmsProvider } from '../test/sms-provider.ts';
import { setNotifications, smsShopPerTest } from '../test/sms-shop.ts';
import type { TestApp } from '../test/test-app.ts';

const STRANGER = '+15105559999';

let t: TestApp | undefined;
let sms: SmsProvider | undefined;
const startShop = smsShopPerTest();

/**
 * A shop whose inbox has one thread. `provider: false` keeps only the webhook's token (inbound
 * texts still arrive) without the account and sender that sending needs.
 */
async function inbox({ provider }: { provider: boolean }) {
  ({ t, sms } = await startShop({
    env: (stand) => (provider ? stand.env : { TWILIO_AUTH_TOKEN: stand.env.TWILIO_AUTH_TOKEN! }),
  }));
  const admin = await t.login();
  await sms.text(t, STRANGER, 'Is my car ready?');
  const [thread] = (await t.call('GET', '/api/admin/messages', { token: admin })).body.threads as { id: number }[];
  return { t, admin, id: thread!.id };
}

const setSms = (t: TestApp, admin: string, on: boolean) => setNotifications(t, admin, { sms: on });

const outgoingCount = async (t: TestApp) => ({
  texts: await t.db('text_messages').where({ direction: 'out' }).count({ n: '*' }),
  queued: await t.db('notifications').where({ channel: 'sms' }).count({ n: '*' }),
});

describe('a staff reply when texts cannot be sent', () => {
  it('when no SMS provider is configured, then 409 sms_unavailable says what to set, nothing is stored, and the thread cannot send', async () => {
    const { t, admin, id } = await inbox({ provider: false });
    await setSms(t, admin, true);
    const reply = await t.call('POST', `/api/admin/messages/${id}`, { body: { body: 'Yes, at 5' }, token: admin });
    expect(reply).toMatchObject({ status: 409, body: { code: 'sms_unavailable', error: textsMessages.noProvider } });
    expect(reply.body.error).toMatch(/TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM/);
    expect(await outgoingCount(t)).toEqual({ texts: [{ n: 0 }], queued: [{ n: 0 }] });
    expect((await t.call('GET', `/api/admin/messages/${id}`, { token: admin })).body.thread.can_send).toBe(false);
  });

  it('when the provider is configured, then the thread can send and the reply is queued, the SMS switch off too', async () => {
    // Settings > SMS governs the automatic notices; a reply in a conversation goes whatever it says.
    const { t, admin, id } = await inbox({ provider: true });
    await setSms(t, admin, false);
    expect((await t.call('GET', `/api/admin/messages/${id}`, { token: admin })).body.thread.can_send).toBe(true);
    const reply = await t.call('POST', `/api/admin/messages/${id}`, { body: { body: 'Yes, at 5' }, token: admin });
    expect(reply.status).toBe(201);
    expect(await outgoingCount(t)).toEqual({ texts: [{ n: 1 }], queued: [{ n: 1 }] });
  });
});
