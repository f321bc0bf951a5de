import { Worker } from 'node:worker_threads';
import type { MailDone, MailJob } from './mail-worker.ts';
import type { createMailer, Mail, Mailer } from './mailer.ts';

type Pending = { resolve: () => void; reject: (err: Error) => void };

/**
 * The mailer of createMailer, run in a worker thread: send() resolves once the worker has sent
 * the mail (or rejects with its error), exactly as the in-process one does. A worker that dies is
 * started again on the next send; the mails it held reject and the notifier retries them.
 */
export function createWorkerMailer(opts: Parameters<typeof createMailer>[0]): Mailer & { close(): Promise<void> } {
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let worker: Worker | null = null;

  const failAll = (err: Error) => {
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  const start = (): Worker => {
    const w = new Worker(new URL('./mail-worker.ts', import.meta.url), { workerData: opts });
    w.on('message', ({ id, error }: MailDone) => {
      const p = pending.get(id);
      pending.delete(id);
      if (error === undefined) p?.resolve();
      else p?.reject(new Error(error));
      if (pending.size === 0) w.unref();
    });
    w.on('error', (err) => failAll(err));
    w.on('exit', () => {
      if (worker === w) worker = null;
      failAll(new Error('The mail worker stopped'));
    });
    return w;
  };

  return {
    send: (mail: Mail) =>
      new Promise<void>((resolve, reject) => {
        const id = (nextId += 1);
        pending.set(id, { resolve, reject });
        worker ??= start();
        // Kept alive while a mail is on its way, so a shutdown waits for it like for the in-process one.
        worker.ref();
        worker.postMessage({ id, mail } satisfies MailJob);
      }),
    close: async () => {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}
