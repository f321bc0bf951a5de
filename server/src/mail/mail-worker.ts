// A worker thread that composes and sends mails with the in-process mailer, so MIME building
// (nodemailer), the .ics attachment's encoding and the outbox file writes do not take turns with
// requests on the server's main thread. No request waits on a mail, so the thread runs at a lower
// CPU priority: when every core is busy, bookings are answered first and their mails follow.
import { parentPort, workerData } from 'node:worker_threads';
import { runInBackground } from '../jobs/background-thread.ts';
import { createMailer, type Mail } from './mailer.ts';

export interface MailJob {
  id: number;
  mail: Mail;
}
export interface MailDone {
  id: number;
  error?: string;
}

runInBackground();
const mailer = createMailer(workerData as Parameters<typeof createMailer>[0]);
parentPort!.on('message', ({ id, mail }: MailJob) => {
  mailer.send(mail).then(
    () => parentPort!.postMessage({ id } satisfies MailDone),
    (err: unknown) => parentPort!.postMessage({ id, error: err instanceof Error ? err.message : String(err) }),
  );
});
