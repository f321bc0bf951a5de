import express, { type Router } from 'express';
import { routeIdSchema } from '@shop/shared/api/id.schema';
import { pushMessages } from '@shop/shared/push/messages';
import type { AppDeps } from '../app-deps.ts';
import { requireAdmin } from '../auth/session.ts';
import { AppError } from '../http/app-error.ts';
import { writeRoute } from '../http/write-route.ts';
import { latestNotifications, requeueFailed, type NotificationRow } from './notifications.repository.ts';

const LATEST = 50;

/**
 * A notification as Settings lists it: no message body, which may hold a customer's link, and a
 * push device named by its push service only (its endpoint is what unsubscribes it).
 */
const toDto = (n: NotificationRow) => ({
  id: n.id,
  kind: n.kind,
  channel: n.channel,
  recipient: n.channel === 'push' ? pushMessages.deviceVia(new URL(n.recipient).host) : n.recipient,
  subject: n.subject,
  appointment_id: n.appointment_id,
  planned_at: n.planned_at,
  sent_at: n.sent_at,
  status: n.status,
  attempts: n.attempts,
  last_error: n.last_error,
});

/** /api/admin/notifications: the last 50, whether SMS can be sent at all, and Retry for a failed one. */
export function notificationsRouter(deps: AppDeps): Router {
  const r = express.Router();
  r.use(requireAdmin);
  r.get('/', async (_req, res) => {
    res.json({
      notifications: (await latestNotifications(deps.db, LATEST)).map(toDto),
      sms_available: deps.config.sms !== null,
    });
  });
  r.post(
    '/:id/retry',
    writeRoute(deps, async (req, trx) => {
      const id = routeIdSchema.parse(req.params.id);
      if (!(await requeueFailed(trx, id, deps.clock.now())))
        throw new AppError(409, 'conflict', 'Only a failed notification can be sent again.');
      return { status: 200, body: { success: true } };
    }),
  );
  return r;
}
