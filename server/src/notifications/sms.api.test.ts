import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { bookAs } from '../test/booking-helpers.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { toE164 } from './sms.ts';

/** A local stand-in for Twilio's Messages API that records what it is sent. */
async function twilioStub() {
  const got: { path: string; auth: string; form: URLSearchParams }[] = [];
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => resolve(body));
    });
  const server = createServer(async (req, res) => {
    got.push({
      path: req.url ?? '',
      auth: req.headers.authorization ?? '',
      form: new URLSearchParams(await read(req)),
    });
    res.writeHead(201, { 'content-type': 'application/json' }).end('{"sid":"SM1"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { got, url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let t: TestApp | undefined;
let stub: Awaited<ReturnType<typeof twilioStub>> | undefined;
afterEach(async () => {
  await t?.stop();
  await stub?.close();
  t = stub = undefined;
});

async function withSms(smsOn: boolean) {
  stub = await twilioStub();
  t = await startTestApp({
    env: {
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'secret',
      TWILIO_FROM: '+15105550000',
      TWILIO_API_URL: stub.url,
    },
  });
  const admin = await t.login();
  const { settings } = (await t.call('GET', '/api/admin/settings', { token: admin })).body;
  await t.call('PUT', '/api/admin/settings', {
    body: { ...settings, notifications: { ...settings.notifications, sms: smsOn } },
    token: admin,
  });
  return { t, stub };
}

describe('SMS through Twilio', () => {
  it('texts the reminder and "ready" to the customer in E.164 while the switch is on', async () => {
    const { t, stub } = await withSms(true);
    const b = await bookAs(t, { date: '2026-03-10', start_time: '10:00', end_time: '11:00' });
    t.clock.set('2026-03-09T17:00:00Z');
    await t.notifier.dispatchDue();
    expect(stub.got).toHaveLength(1);
    expect(stub.got[0].path).toBe('/2010-04-01/Accounts/AC1/Messages.json');
    expect(stub.got[0].auth).toBe(`Basic ${Buffer.from('AC1:secret').toString('base64')}`);
    expect(Object.fromEntries(stub.got[0].form)).toMatchObject({ To: '+15105550100', From: '+15105550000' });
    expect(stub.got[0].form.get('Body')).toMatch(/reminder of your appointment on Tue Mar 10, 10:00 AM/);
    await t.call('PUT', `/api/admin/appointments/${b.id}/status`, {
      body: { status: 'completed' },
      token: await t.login(),
    });
    await t.notifier.idle();
    expect(stub.got[1].form.get('Body')).toMatch(/ready for pickup/);
  });

  it('sends none while the switch is off; without a provider the switch says what to set', async () => {
    const { t, stub } = await withSms(false);
    await bookAs(t, { date: '2026-03-10', start_time: '10:00', end_time: '11:00' });
    t.clock.set('2026-03-09T17:00:00Z');
    await t.notifier.dispatchDue();
    expect(stub.got).toHaveLength(0);
    expect((await t.call('GET', '/api/admin/notifications', { token: await t.login() })).body.sms_available).toBe(true);
    const plain = await startTestApp();
    expect(
      (await plain.call('GET', '/api/admin/notifications', { token: await plain.login() })).body.sms_available,
    ).toBe(false);
    await plain.stop();
  });
});

describe('toE164', () => {
  it('when a number is written without +, then it is read in the shop country; with +, its own country is kept', () => {
    expect(toE164('(510) 555-0100', 'US')).toBe('+15105550100');
    expect(toE164('1-510-555-0100', 'US')).toBe('+15105550100');
    expect(toE164('020 7946 0958', 'GB')).toBe('+442079460958');
    expect(toE164('+44 20 7946 0958', 'US')).toBe('+442079460958');
    expect(toE164('555-0100', 'US')).toBeNull();
    expect(toE164('(110) 555-0100', 'US')).toBeNull();
    expect(toE164('+12', 'US')).toBeNull();
  });
});
