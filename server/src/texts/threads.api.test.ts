import { describe, expect, it } from 'vitest';
import { bookAs } from '../test/booking-helpers.ts';
import type { SmsProvider } from '../test/sms-provider.ts';
import { smsShopPerTest } from '../test/sms-shop.ts';
import type { TestApp } from '../test/test-app.ts';

const ANA = '+15105550100';
const STRANGER = '+15105559999';

let t: TestApp | undefined;
let sms: SmsProvider | undefined;
const startShop = smsShopPerTest();

async function shop() {
  ({ t, sms } = await startShop());
  return { t, sms, admin: await t.login() };
}

const threadOf = async (t: TestApp, admin: string, phone: string) =>
  ((await t.call('GET', '/api/admin/messages', { token: admin })).body.threads as { id: number; phone: string }[]).find(
    (x) => x.phone === phone,
  )!;

describe('keywords C and R', () => {
  it('when the customer texts C, then her next appointment is confirmed as "I\'ll be there" does', async () => {
    const { t, sms, admin } = await shop();
    const { id } = await bookAs(t, { date: '2026-03-10' });
    const { reply } = await sms.text(t, ANA, 'c');
    expect(reply).toMatch(/see you on Tue Mar 10, 10:00 AM/);
    const row = await t.db('appointments').where({ id }).first('status');
    expect(row.status).toBe('confirmed');
    const detail = (await t.call('GET', `/api/admin/messages/${(await threadOf(t, admin, ANA)).id}`, { token: admin }))
      .body;
    expect(detail.messages.map((x: { direction: string }) => x.direction)).toEqual(['in', 'out']);
  });

  it("when the customer texts R, then the answer carries her appointment's manage link with its token", async () => {
    const { t, sms } = await shop();
    const { id } = await bookAs(t, { date: '2026-03-10' });
    const { reply } = await sms.text(t, ANA, 'R');
    const link = reply!.match(/(http\S+)$/)![1];
    expect(link).not.toContain('~link~');
    const token = new URL(link).searchParams.get('t')!;
    expect(new URL(link).pathname).toBe(`/track-appointment/${id}`);
    expect((await t.call('GET', `/api/appointments/${id}/tracking?t=${encodeURIComponent(token)}`)).status).toBe(200);
  });

  it('when an unknown number texts C, then nothing is confirmed and it is told to call', async () => {
    const { t, sms } = await shop();
    const { id } = await bookAs(t, { date: '2026-03-10' });
    expect((await sms.text(t, STRANGER, 'C')).reply).toMatch(/no upcoming appointment/);
    expect((await t.db('appointments').where({ id }).first('status')).status).not.toBe('confirmed');
  });
});

describe('the inbox', () => {
  it('when staff attach an unknown number to a customer, then the thread is hers with her name', async () => {
    const { t, sms, admin } = await shop();
    await bookAs(t, { date: '2026-03-10' });
    await sms.text(t, STRANGER, 'Is my car ready? This is Ana, new phone');
    const thread = await threadOf(t, admin, STRANGER);
    expect(thread).toMatchObject({ customer_id: null });
    const customer = await t.db('customers').where({ email: 'ana@example.com' }).first('id');
    const put = await t.call('PUT', `/api/admin/messages/${thread.id}`, {
      body: { customer_id: customer.id },
      token: admin,
    });
    expect(put.status).toBe(200);
    expect(put.body.thread).toMatchObject({ customer_id: customer.id, name: 'Ana Lopez' });
    const detail = (await t.call('GET', `/api/admin/messages/${thread.id}`, { token: admin })).body;
    expect(detail.thread.links.appointment_id).toEqual(expect.any(Number));
  });

  it('when staff mark a thread read and assign it, then its unread count is 0 and it is theirs', async () => {
    const { t, sms, admin } = await shop();
    await sms.text(t, STRANGER, 'one');
    await sms.text(t, STRANGER, 'two');
    const thread = await threadOf(t, admin, STRANGER);
    expect(thread).toMatchObject({ unread: 2 });
    const me = await t.db('users').where({ role: 'admin' }).first('id');
    const put = await t.call('PUT', `/api/admin/messages/${thread.id}`, {
      body: { read: true, assigned_to: me.id },
      token: admin,
    });
    expect(put.body.thread).toMatchObject({ unread: 0, assigned_to: me.id });
  });

  it('when staff write a note, then it is in the thread and never sent', async () => {
    const { t, sms, admin } = await shop();
    await sms.text(t, STRANGER, 'hi');
    const thread = await threadOf(t, admin, STRANGER);
    const note = await t.call('POST', `/api/admin/messages/${thread.id}/notes`, {
      body: { body: 'Called back, left a voicemail' },
      token: admin,
    });
    expect(note.status).toBe(201);
    await t.notifier.dispatchDue();
    expect(sms.sent).toEqual([]);
    const detail = (await t.call('GET', `/api/admin/messages/${thread.id}`, { token: admin })).body;
    expect(detail.notes).toEqual([expect.objectContaining({ body: 'Called back, left a voicemail' })]);
  });

  it('when the input is bad, then it answers 400, 404 or 422 with a message and changes nothing', async () => {
    const { t, sms, admin } = await shop();
    await sms.text(t, STRANGER, 'hi');
    const thread = await threadOf(t, admin, STRANGER);
    const empty = await t.call('POST', `/api/admin/messages/${thread.id}`, { body: { body: '  ' }, token: admin });
    expect(empty).toMatchObject({ status: 400, body: { error: 'Write a message' } });
    expect((await t.call('GET', '/api/admin/messages/9999', { token: admin })).status).toBe(404);
    const nobody = await t.call('PUT', `/api/admin/messages/${thread.id}`, {
      body: { customer_id: 9999 },
      token: admin,
    });
    expect(nobody.status).toBe(422);
    expect(await t.db('notifications').where({ channel: 'sms' }).count({ n: '*' })).toEqual([{ n: 0 }]);
    expect((await threadOf(t, admin, STRANGER)) as object).toMatchObject({ customer_id: null });
  });

  it("when a customer texts, then her car's timeline shows the text and the answer", async () => {
    const { t, sms, admin } = await shop();
    const { id } = await bookAs(t, { date: '2026-03-10' });
    await sms.text(t, ANA, 'HELP');
    const { vehicle_id: vehicleId } = await t.db('appointments').where({ id }).first('vehicle_id');
    const page = (await t.call('GET', `/api/admin/vehicles/${vehicleId}`, { token: admin })).body;
    const texts = page.timeline.filter((e: { kind: string; detail?: string }) => e.detail?.startsWith('Text '));
    expect(texts.map((e: { detail: string }) => e.detail).sort()).toEqual([
      'Text from the customer',
      'Text to the customer',
    ]);
    expect(texts.find((e: { detail: string }) => e.detail === 'Text from the customer').title).toBe('HELP');
  });

  it('when someone who is not staff asks, then the inbox answers 401', async () => {
    const { t } = await shop();
    expect((await t.call('GET', '/api/admin/messages')).status).toBe(401);
  });
});
