import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from '../mail/mailer.ts';
import { bookAs } from '../test/booking-helpers.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

/** A real SMTP server on 127.0.0.1 that keeps every message it accepts. */
function smtpServer() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push(data);
        done();
      });
    },
  });
  return {
    received,
    listen: (port: number) =>
      new Promise<number>((resolve) =>
        server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let t: TestApp | undefined;
let smtp: ReturnType<typeof smtpServer> | undefined;
afterEach(async () => {
  await t?.stop();
  await smtp?.close().catch(() => undefined);
});

describe('mail over SMTP', () => {
  it('while the mail server is down mails wait with the error; once it is up each arrives once, text and HTML', async () => {
    // Learn a free port, then leave it closed: the mail server is down.
    const probe = smtpServer();
    const port = await probe.listen(0);
    await probe.close();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: '',
      from: 'shop@example.com',
      linkOrigin: 'http://localhost:3000',
    });
    t = await startTestApp({ mailer });
    await bookAs(t, { date: '2026-03-10', start_time: '10:00', end_time: '11:00' });
    await t.notifier.idle();
    const waiting = await t.db('notifications').where({ kind: 'confirmation' }).first();
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting.last_error).toMatch(/ECONNREFUSED/);

    smtp = smtpServer();
    await smtp.listen(port);
    t.clock.set('2026-03-09T15:01:00Z');
    await t.notifier.dispatchDue();
    await t.notifier.dispatchDue();
    const confirmations = smtp.received.filter((m) => /^Subject: Your appointment ACP-/m.test(m));
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]).toMatch(/^To: ana@example\.com/m);
    // Plain text plus a simple HTML part.
    expect(confirmations[0]).toMatch(/^Content-Type: text\/plain/m);
    expect(confirmations[0]).toMatch(/^Content-Type: text\/html/m);
    expect(await t.db('notifications').where({ kind: 'confirmation' }).first()).toMatchObject({ status: 'sent' });
  });

  it('when the mail server accepts the connection but never greets, then the send is cut off at its timeout and retried later', async () => {
    const sockets: Socket[] = [];
    const silent = createTcpServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      timeoutMs: 300,
      outboxDir: '',
      from: 'shop@example.com',
      linkOrigin: 'http://localhost:3000',
    });
    try {
      t = await startTestApp({ mailer });
      await bookAs(t, { date: '2026-03-10', start_time: '10:00', end_time: '11:00' });
      await t.notifier.idle();
      const waiting = await t.db('notifications').where({ kind: 'confirmation' }).first();
      expect(waiting).toMatchObject({ status: 'queued', attempts: 1, next_attempt_at: '2026-03-09T15:00:30.000Z' });
      expect(waiting.last_error).toBe('SMTP server did not answer within 0.3 s');
      expect(sockets.length).toBeGreaterThan(0);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
