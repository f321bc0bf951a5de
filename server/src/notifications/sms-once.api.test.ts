import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { systemClock } from '../clock.ts';
import { createLogger } from '../log.ts';
import { bookAs } from '../test/booking-helpers.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { createNotifier } from './notifier.ts';
import { insertNotifications } from './notifications.repository.ts';
import { createSmsSender } from './sms.ts';

/** A stand-in for Twilio on 127.0.0.1 that answers each text as `answer` says: after a wait, or never. */
async function slowTwilio(answer: (n: number) => number | 'never') {
  const to: string[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      to.push(new URLSearchParams(body).get('To') ?? '');
      const wait = answer(to.length);
      if (wait === 'never') return;
      setTimeout(() => res.writeHead(201, { 'content-type': 'application/json' }).end('{"sid":"SM1"}'), wait);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    to,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const TWILIO = { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'secret', TWILIO_FROM: '+15105550000' };

let t: TestApp | undefined;
let stub: Awaited<ReturnType<typeof slowTwilio>> | undefined;
afterEach(async () => {
  await t?.stop();
  await stub?.close();
  t = stub = undefined;
});

describe('SMS sent once', () => {
  it('when the provider hangs, then the call is cut off at SMS_TIMEOUT_MS and the text is tried again after its back-off', async () => {
    stub = await slowTwilio((n) => (n === 1 ? 'never' : 0));
    t = await startTestApp({ env: { ...TWILIO, TWILIO_API_URL: stub.url, SMS_TIMEOUT_MS: '300' } });
    const admin = await t.login();
    const { settings } = (await t.call('GET', '/api/admin/settings', { token: admin })).body;
    await t.call('PUT', '/api/admin/settings', {
      body: { ...settings, notifications: { ...settings.notifications, sms: true } },
      token: admin,
    });
    await bookAs(t, { date: '2026-03-10', start_time: '10:00', end_time: '11:00' });
    t.clock.set('2026-03-09T17:00:00Z');
    await t.notifier.dispatchDue();
    const sms = () => t!.db('notifications').where({ channel: 'sms' }).first();
    expect(await sms()).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'SMS provider did not answer within 0.3 s',
      next_attempt_at: '2026-03-09T17:00:30.000Z',
      lease_id: null,
    });
    t.clock.set('2026-03-09T17:00:30Z');
    await t.notifier.dispatchDue();
    expect(await sms()).toMatchObject({ status: 'sent', attempts: 1 });
    expect(stub.to).toEqual(['+15105550100', '+15105550100']);
  });

  it('when two dispatchers work one outbox and the provider is slow, then each text is sent once', async () => {
    // 40 texts, 4 at a time, 400 ms each: A's work takes about 4 s, past its claim's 2.4 s lease;
    // B starts at 2.6 s and takes over the rows A has not begun. No single send nears the 2 s deadline.
    stub = await slowTwilio(() => 400);
    t = await startTestApp();
    const numbers = Array.from({ length: 40 }, (_, i) => `+1510555${String(1000 + i)}`);
    const now = new Date();
    await insertNotifications(
      t.db,
      numbers.map((to) => ({
        kind: 'reminder',
        channel: 'sms',
        mail: { to, subject: 'Reminder', text: `Your reminder, ${to}` },
        plannedAt: new Date(now.getTime() - 1000),
      })),
      now,
    );
    const dispatcher = () =>
      createNotifier({
        db: t!.db,
        clock: systemClock,
        logger: createLogger('silent'),
        mailer: { send: async () => undefined },
        linkSecret: t!.config.jwtSecret,
        sms: createSmsSender({
          accountSid: 'AC1',
          authToken: 's',
          from: '+15105550000',
          apiUrl: stub!.url,
          timeoutMs: 1900,
        }),
        timing: { leaseMs: 2400, sendTimeoutMs: 2000 },
      });
    const [a, b] = [dispatcher(), dispatcher()];
    const first = a.dispatchDue();
    await new Promise((resolve) => setTimeout(resolve, 2600));
    const [fromA, fromB] = await Promise.all([first, b.dispatchDue()]);
    expect(fromB.sent).toBeGreaterThan(0);
    expect(fromA.sent + fromB.sent).toBe(40);
    expect([...stub.to].sort()).toEqual(numbers);
    expect(await t.db('notifications').where({ channel: 'sms' }).pluck('status')).toEqual(numbers.map(() => 'sent'));
  });
});
