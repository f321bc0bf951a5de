import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerMailer } from './worker-mailer.ts';

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => void (await Promise.all(opened.splice(0).map((m) => m.close()))));

function mailerIn(outboxDir: string) {
  const mailer = createWorkerMailer({
    outboxDir,
    from: 'Shop <shop@example.com>',
    linkOrigin: 'http://localhost:3000',
  });
  opened.push(mailer);
  return mailer;
}

describe('the worker mailer', () => {
  it('when mails are sent, then each is written by the worker before send() resolves', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mail-worker-'));
    const mailer = mailerIn(dir);
    await Promise.all(
      ['one', 'two', 'three'].map((n) => mailer.send({ to: `${n}@example.com`, subject: `Hello ${n}`, text: 'Hi' })),
    );
    const files = readdirSync(dir);
    expect(files).toHaveLength(3);
    const all = files.map((f) => readFileSync(path.join(dir, f), 'utf8')).join('\n');
    for (const n of ['one', 'two', 'three']) expect(all).toContain(`Subject: Hello ${n}`);
  });

  it('when the worker cannot send, then send() rejects with its reason', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mail-worker-'));
    const mailer = mailerIn(dir);
    await mailer.send({ to: 'a@example.com', subject: 'First', text: 'Hi' });
    // The outbox folder is replaced by a file: writing into it fails in the worker.
    const blocked = path.join(dir, 'blocked');
    writeFileSync(blocked, '');
    const broken = mailerIn(blocked);
    await expect(broken.send({ to: 'b@example.com', subject: 'Second', text: 'Hi' })).rejects.toThrow();
  });
});
