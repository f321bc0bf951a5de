import { describe, expect, it } from 'vitest';
import type { Notice } from '@shop/shared/notifications/notices';
import { bookAs } from '../test/booking-helpers.ts';
import type { SmsProvider } from '../test/sms-provider.ts';
import { setNotifications, smsShopPerTest } from '../test/sms-shop.ts';
import type { TestApp } from '../test/test-app.ts';
import { planNotice } from './plan-notice.ts';

/** The running app's stand-in provider, for a test that texts the shop. */
let provider: SmsProvider | undefined;
const startShop = smsShopPerTest();

/** An app with a provider, Settings > SMS on and staff mail as given. */
async function appWith(o: { sms: boolean; staffMail: boolean }) {
  const { t, sms } = await startShop();
  provider = sms;
  await setNotifications(t, await t.login(), { sms: o.sms, email: o.staffMail });
  return t;
}

const plan = async (t: TestApp, notice: Notice) => {
  await t.db.transaction((trx) => planNotice(trx, t.deps, notice));
  return (await t.db('notifications').orderBy('id').select('channel', 'kind', 'recipient', 'message_json')) as {
    channel: string;
    kind: string;
    recipient: string;
    message_json: string;
  }[];
};

const offer = (phone: string): Notice => ({
  kind: 'waitlist_offer',
  to: { email: 'dana@example.com', phone },
  entryId: 7,
  moment: 'Tue Mar 10, 10:00 AM',
  minutes: 30,
  url: 'http://localhost:3000/waitlist/7',
  showUntil: new Date('2026-03-10T15:30:00Z'),
});

describe('planNotice', () => {
  it('when an offer is planned with SMS on, then the mail and the text each say it in their own words', async () => {
    const t = await appWith({ sms: true, staffMail: true });
    const rows = await plan(t, offer('(510) 555-0177'));
    expect(rows.map((r) => [r.channel, r.recipient])).toEqual([
      ['email', 'dana@example.com'],
      ['sms', '+15105550177'],
    ]);
    const mail = JSON.parse(rows[0]!.message_json);
    expect(mail.subject).toBe('A time opened: Tue Mar 10, 10:00 AM');
    expect(mail.links).toEqual(['http://localhost:3000/waitlist/7']);
    expect(JSON.parse(rows[1]!.message_json)).toEqual({
      text: `${t.config.shop.name}: A time opened: Tue Mar 10, 10:00 AM. http://localhost:3000/waitlist/7`,
    });
  });

  it('when the phone replied STOP, then the mail is planned and no text', async () => {
    const t = await appWith({ sms: true, staffMail: true });
    expect((await provider!.text(t, '+15105550177', 'STOP')).status).toBe(200);
    // What planning this offer adds: the STOP's own confirmation stays apart.
    await t.db('text_messages').del();
    await t.db('notifications').del();
    expect((await plan(t, offer('5105550177'))).map((r) => r.channel)).toEqual(['email']);
  });

  it('when the phone cannot be read as E.164, or Settings > SMS is off, then only the mail is planned', async () => {
    const t = await appWith({ sms: true, staffMail: true });
    expect((await plan(t, offer('555-0177'))).map((r) => r.channel)).toEqual(['email']);
    await t.db('notifications').del();
    const off = await appWith({ sms: false, staffMail: true });
    expect((await plan(off, offer('(510) 555-0177'))).map((r) => r.channel)).toEqual(['email']);
    await off.stop();
  });

  it('when a progress note is planned, then it is mailed and never texted', async () => {
    const t = await appWith({ sms: true, staffMail: true });
    const { id } = await bookAs(t, { date: '2026-03-10', start_time: '10:00', end_time: '11:00' });
    await t.db('notifications').del();
    const appointment = {
      id,
      orderId: 'ORD-1',
      date: '2026-03-10',
      startTime: '10:00',
      services: 'Oil change',
      firstName: 'Dana',
      manageUrl: null,
    };
    const note: Notice = {
      kind: 'progress',
      to: { email: 'dana@example.com', phone: '5105550177' },
      appointment,
      note: 'Parts in',
    };
    expect((await plan(t, note)).map((r) => r.channel)).toEqual(['email']);
  });

  it("when a customer's text alerts staff while staff mail is on, then no admin is mailed", async () => {
    const t = await appWith({ sms: true, staffMail: true });
    const alert: Notice = { kind: 'staff_booking', subject: 'New booking', lines: ['Dana'] };
    expect((await plan(t, alert)).map((r) => r.channel)).toContain('email');
    await t.db('notifications').del();
    const text: Notice = { kind: 'staff_text', subject: 'From Dana: hi', page: '/admin/messages/1' };
    expect(await plan(t, text)).toEqual([]);
  });
});
