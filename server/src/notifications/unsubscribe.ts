import { createHmac, timingSafeEqual } from 'node:crypto';
import express, { type Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../http/app-error.ts';
import { optOutOfReminders } from './notifications.repository.ts';

const signature = (secret: string, email: string) =>
  createHmac('sha256', secret).update(`reminders-off:${email}`).digest('base64url');

/** The one-click link a reminder carries: it names the address and is signed, so nobody can unsubscribe another. */
export function unsubscribeUrl(origin: string, secret: string, email: string): string {
  return `${origin}/api/notifications/unsubscribe?e=${encodeURIComponent(email)}&s=${signature(secret, email)}`;
}

/** The List-Unsubscribe headers of RFC 8058: mail clients POST to the link with no page in between. */
export const unsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

const query = z.object({ e: z.string().email(), s: z.string().min(1) });

function verified(secret: string, raw: unknown): string {
  const q = query.safeParse(raw);
  const ok =
    q.success &&
    Buffer.byteLength(q.data.s) === Buffer.byteLength(signature(secret, q.data.e)) &&
    timingSafeEqual(Buffer.from(q.data.s), Buffer.from(signature(secret, q.data.e)));
  if (!ok) throw new AppError(404, 'not_found', 'This unsubscribe link is not valid.');
  return q.data.e;
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`;

/**
 * /api/notifications/unsubscribe: GET shows a button (link scanners must not unsubscribe anyone),
 * POST (the button, or a mail client's one-click) stops reminders for that address.
 */
export function unsubscribeRouter(deps: AppDeps): Router {
  const r = express.Router();
  r.use(express.urlencoded({ extended: false, limit: '1kb' }));
  r.get('/unsubscribe', (req, res) => {
    verified(deps.config.jwtSecret, req.query);
    res
      .type('html')
      .send(
        page('Stop appointment reminders?', '<form method="post"><button type="submit">Stop reminders</button></form>'),
      );
  });
  r.post('/unsubscribe', async (req, res) => {
    const email = verified(deps.config.jwtSecret, req.query);
    await optOutOfReminders(deps.db, email, deps.clock.now());
    res.type('html').send(page('Reminders stopped', `<p>${deps.config.shop.name} will send no more reminders.</p>`));
  });
  return r;
}
