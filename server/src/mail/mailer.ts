import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { htmlOf } from './mail-html.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  attachments?: { filename: string; content: string; contentType: string }[];
  /** The app's own URLs in `text` that the HTML part may make clickable; nothing else is a link. */
  links?: string[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when a URL is given; otherwise each message is written as an .eml file into
 * DATA_DIR/outbox/, so a shop without mail set up (and the tests) can read what would be sent.
 * `linkOrigin` (PUBLIC_URL) is the only origin the HTML part links to.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  /** SMTP only: the most each step (connecting, the greeting, every answer) may take; default 20 s. */
  timeoutMs?: number;
  outboxDir: string;
  from: string;
  linkOrigin: string;
}): Mailer {
  const message = (mail: Mail) => {
    const { links: _links, ...rest } = mail;
    return { from: opts.from, html: htmlOf(mail, opts.linkOrigin), ...rest };
  };
  if (opts.smtpUrl) {
    // nodemailer waits up to 2 min for a connection and 10 min on a silent socket by default:
    // longer than the notifier's lease, so a hung server would let another server send again.
    const ms = opts.timeoutMs ?? 20_000;
    const transport = nodemailer.createTransport({
      url: opts.smtpUrl,
      connectionTimeout: ms,
      greetingTimeout: ms,
      socketTimeout: ms,
    });
    return {
      send: async (mail) => {
        await transport.sendMail(message(mail)).catch((err: Error & { code?: string }) => {
          // nodemailer says only "Timeout"; staff read last_error to see what went wrong.
          throw err.code === 'ETIMEDOUT' ? new Error(`SMTP server did not answer within ${ms / 1000} s`) : err;
        });
      },
    };
  }
  mkdirSync(opts.outboxDir, { recursive: true });
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = await transport.sendMail(message(mail));
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(path.join(opts.outboxDir, name), info.message as Buffer);
    },
  };
}
