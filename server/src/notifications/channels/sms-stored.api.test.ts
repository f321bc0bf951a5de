import { describe, expect, it } from 'vitest';
import { bookAs } from '../../test/booking-helpers.ts';
import { setNotifications, smsShopPerTest } from '../../test/sms-shop.ts';

const startShop = smsShopPerTest();

async function appWithSms() {
  const { t, sms: provider } = await startShop();
  await setNotifications(t, await t.login(), { sms: true });
  return { t, provider };
}

describe('stored SMS', () => {
  it('when a reminder is texted, then its row stores only the text, and that text goes out with its link filled', async () => {
    const { t, provider } = await appWithSms();
    await bookAs(t, { date: '2026-03-10', start_time: '10:00', end_time: '11:00' });
    const row = await t.db('notifications').where({ channel: 'sms', kind: 'reminder' }).first();
    const stored = JSON.parse(row.message_json);
    expect(Object.keys(stored)).toEqual(['text']);
    expect(row.recipient).toBe('+15105550100');
    t.clock.set('2026-03-09T17:00:00Z');
    await t.notifier.dispatchDue();
    const [before, slot] = (stored.text as string).split('?t=');
    expect(slot).toMatch(/^~link~manage~/);
    expect(provider.sent).toHaveLength(1);
    expect(provider.sent[0]!.to).toBe('+15105550100');
    const sent = provider.sent[0]!.body;
    expect(sent.startsWith(`${before}?t=`)).toBe(true);
    expect(sent.slice(`${before}?t=`.length)).toMatch(/^[\w-]{20,}$/);
  });

  it('when a row queued before holds a mail shape, then its text is sent as the SMS', async () => {
    const { t, provider } = await appWithSms();
    const now = t.clock.now().toISOString();
    const mail = { to: '+15105550111', subject: 'SMS: ready', text: 'Joe Auto: your car is ready for pickup.' };
    await t.db('notifications').insert({
      kind: 'ready',
      channel: 'sms',
      recipient: mail.to,
      subject: mail.subject,
      message_json: JSON.stringify(mail),
      planned_at: now,
      next_attempt_at: now,
      created_at: now,
    });
    await t.notifier.dispatchDue();
    expect(provider.sent).toEqual([{ to: '+15105550111', body: mail.text }]);
    expect((await t.db('notifications').where({ recipient: mail.to }).first()).status).toBe('sent');
  });

  it('when a stored SMS holds no text, then the try fails and nothing is sent', async () => {
    const { t, provider } = await appWithSms();
    const now = t.clock.now().toISOString();
    await t.db('notifications').insert({
      kind: 'ready',
      channel: 'sms',
      recipient: '+15105550112',
      subject: 'SMS: ready',
      message_json: JSON.stringify({ body: 'not a text' }),
      planned_at: now,
      next_attempt_at: now,
      created_at: now,
    });
    expect(await t.notifier.dispatchDue()).toEqual({ sent: 0, failed: 1 });
    expect(provider.sent).toEqual([]);
  });
});
