import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BACKGROUND_NICE } from '../jobs/background-thread.ts';
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

/** Each thread of this process and its nice value (Linux's /proc/<pid>/task/<tid>/stat, field 19). */
function niceByThread(): Map<number, number> {
  const nice = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // the thread ended after the folder was read
    }
    nice.set(Number(tid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
  }
  return nice;
}

describe('the worker mailer', () => {
  it.runIf(existsSync('/proc/thread-self'))(
    'when it runs, then its thread is at the background priority and the calling thread keeps its own',
    async ({ skip }) => {
      const before = niceByThread();
      const self = Number(path.basename(readlinkSync('/proc/thread-self')));
      // Run already at the background priority or nicer, the test could not tell a change.
      if (before.get(self)! >= BACKGROUND_NICE) skip();
      await mailerIn(mkdtempSync(path.join(tmpdir(), 'mail-worker-'))).send({
        to: 'a@example.com',
        subject: 'Hi',
        text: 'Hi',
      });
      const after = niceByThread();
      const started = [...after].filter(([tid]) => !before.has(tid));
      expect(started.some(([, nice]) => nice === BACKGROUND_NICE)).toBe(true);
      expect(after.get(self)).toBe(before.get(self));
    },
  );

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
