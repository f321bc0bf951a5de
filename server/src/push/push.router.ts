import express, { type Request, type Router } from 'express';
import { z } from 'zod';
import { routeIdSchema } from '@shop/shared/api/id.schema';
import { pushSubscriptionSchema, subscribeBodySchema } from '@shop/shared/push/push.schema';
import { pushMessages } from '@shop/shared/push/messages';
import type { AppDeps } from '../app-deps.ts';
import { admin, anyone, tokenOwnerOrAdmin } from '../appointments/policies.ts';
import { AppError } from '../http/app-error.ts';
import { writeRoute, type WriteHandler } from '../http/write-route.ts';
import { endpointRefusal } from './endpoint-policy.ts';
import { renew, subscribe, unsubscribe, type PushScope, type PushTarget } from './push.repository.ts';

const renewBodySchema = z.object({ oldEndpoint: z.string().max(1000), subscription: pushSubscriptionSchema });
const unsubscribeQuery = z.object({
  endpoint: z.string().min(1).max(1000),
  /** Narrows what stops: one appointment's news, or staff alerts; all when absent. */
  appointment: routeIdSchema.optional(),
  staff: z.literal('true').optional(),
});

/**
 * Web Push subscriptions: the VAPID key, a device asking for an appointment's news (by its link,
 * its owner or staff) or for staff alerts, renewing, and unsubscribing by the endpoint (which
 * only the device holds). An endpoint the server may not call is refused with 400.
 */
export function pushRouter(deps: AppDeps): Router {
  const r = express.Router();
  const write = (h: WriteHandler) => writeRoute(deps, h);
  const allowed = async (endpoint: string) => {
    const reason = await endpointRefusal(endpoint, deps.config.push.endpoints);
    if (reason) throw new AppError(400, 'push_endpoint_refused', pushMessages.endpointRefused, { reason });
  };
  const subscribeFor = (target: (req: Request) => PushTarget) =>
    write(async (req, trx) => {
      const { subscription } = subscribeBodySchema.parse(req.body);
      await allowed(subscription.endpoint);
      await subscribe(trx, subscription, target(req), deps.clock.now());
      return { status: 201, body: { success: true, endpoint: subscription.endpoint } };
    });

  r.get('/push/key', anyone, (_req, res) => {
    res.json({ publicKey: deps.config.push.vapid.publicKey });
  });
  r.post(
    '/appointments/:id/push',
    tokenOwnerOrAdmin(deps.db),
    subscribeFor((req) => ({ appointmentId: routeIdSchema.parse(req.params.id) })),
  );
  r.post(
    '/admin/push',
    admin,
    subscribeFor((req) => ({ staffUserId: req.user!.id })),
  );
  r.post(
    '/push/renew',
    anyone,
    write(async (req, trx) => {
      const body = renewBodySchema.parse(req.body);
      await allowed(body.subscription.endpoint);
      if (!(await renew(trx, body.oldEndpoint, body.subscription)))
        throw new AppError(404, 'not_found', pushMessages.unknownEndpoint);
      return { status: 201, body: { success: true, endpoint: body.subscription.endpoint } };
    }),
  );
  r.delete('/push', anyone, async (req, res) => {
    const q = unsubscribeQuery.parse(req.query);
    const scope: PushScope = q.appointment ? { appointmentId: q.appointment } : q.staff ? 'staff' : 'all';
    await deps.db.transaction((trx) => unsubscribe(trx, q.endpoint, scope));
    res.status(204).end();
  });
  return r;
}
