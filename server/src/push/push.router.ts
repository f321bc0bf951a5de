import express, { type Request, type RequestHandler, type Router } from 'express';
import { z } from 'zod';
import { routeIdSchema } from '@shop/shared/api/id.schema';
import { pushSubscriptionSchema, subscribeBodySchema } from '@shop/shared/push/push.schema';
import { pushMessages } from '@shop/shared/push/messages';
import type { AppDeps } from '../app-deps.ts';
import { admin, anyone, tokenOwnerOrAdmin } from '../appointments/policies.ts';
import { AppError } from '../http/app-error.ts';
import { writeRoute, type WriteHandler } from '../http/write-route.ts';
import { cancelQueuedPushes, redirectQueuedPushes } from '../notifications/notifications.repository.ts';
import { pushesForNewDevice } from '../notifications/channels/push-rows.ts';
import { tokenHolder } from '../waitlist/waitlist.router.ts';
import { endpointRefusal } from './endpoint-policy.ts';
import {
  DEVICES_PER_TARGET,
  devicesServing,
  renew,
  subscribe,
  unsubscribe,
  type PushScope,
  type PushTarget,
} from './push.repository.ts';

const renewBodySchema = z.object({ oldEndpoint: z.string().max(1000), subscription: pushSubscriptionSchema });
const unsubscribeQuery = z.object({
  endpoint: z.string().min(1).max(1000),
  /** Narrows what stops: one appointment's news, one waitlist entry's offers, or staff alerts; all when absent. */
  appointment: routeIdSchema.optional(),
  waitlist: routeIdSchema.optional(),
  staff: z.literal('true').optional(),
});
const id = (req: Request) => routeIdSchema.parse(req.params.id);

/**
 * Web Push subscriptions: the VAPID key, a device asking for an appointment's news (by its link,
 * its owner or staff), a waitlist entry's offers (by its link) or staff alerts, renewing, and
 * unsubscribing by the endpoint (which only the device holds). An endpoint the server may not
 * call is refused with 400, checked (DNS included) before any write begins.
 */
export function pushRouter(deps: AppDeps): Router {
  const r = express.Router();
  const write = (h: WriteHandler) => writeRoute(deps, h);
  const allowedEndpoint: RequestHandler = async (req, _res, next) => {
    const endpoint = pushSubscriptionSchema.shape.endpoint.safeParse(req.body?.subscription?.endpoint);
    // A malformed body is left to the route's schema, which says what is wrong.
    const reason = endpoint.success ? await endpointRefusal(endpoint.data, deps.config.push.endpoints) : null;
    if (reason) throw new AppError(400, 'push_endpoint_refused', pushMessages.endpointRefused, { reason });
    next();
  };
  const subscribeFor = (target: (req: Request) => PushTarget) => [
    allowedEndpoint,
    write(async (req, trx) => {
      const { subscription } = subscribeBodySchema.parse(req.body);
      const to = target(req);
      if (!('staffUserId' in to) && (await devicesServing(trx, to, subscription.endpoint)) >= DEVICES_PER_TARGET)
        throw new AppError(409, 'conflict', pushMessages.tooManyDevices(DEVICES_PER_TARGET));
      const added = await subscribe(trx, subscription, to, deps.clock.now());
      if (added && 'appointmentId' in to) await pushesForNewDevice(trx, deps, to.appointmentId, subscription.endpoint);
      return { status: 201, body: { success: true, endpoint: subscription.endpoint } };
    }),
  ];

  r.get('/push/key', anyone, (_req, res) => {
    res.json({ publicKey: deps.config.push.vapid.publicKey });
  });
  r.post(
    '/appointments/:id/push',
    tokenOwnerOrAdmin(deps.db, deps.config.jwtSecret),
    ...subscribeFor((req) => ({ appointmentId: id(req) })),
  );
  r.post(
    '/waitlist/:id/push',
    tokenHolder(deps.config.jwtSecret),
    ...subscribeFor((req) => ({ waitlistEntryId: id(req) })),
  );
  r.post('/admin/push', admin, ...subscribeFor((req) => ({ staffUserId: req.user!.id })));
  r.post(
    '/push/renew',
    anyone,
    allowedEndpoint,
    write(async (req, trx) => {
      const body = renewBodySchema.parse(req.body);
      if (!(await renew(trx, body.oldEndpoint, body.subscription)))
        throw new AppError(404, 'not_found', pushMessages.unknownEndpoint);
      await redirectQueuedPushes(trx, body.oldEndpoint, body.subscription.endpoint);
      return { status: 201, body: { success: true, endpoint: body.subscription.endpoint } };
    }),
  );
  r.delete('/push', anyone, async (req, res) => {
    const q = unsubscribeQuery.parse(req.query);
    const scope: PushScope = q.appointment
      ? { appointmentId: q.appointment }
      : q.waitlist
        ? { waitlistEntryId: q.waitlist }
        : q.staff
          ? 'staff'
          : 'all';
    await deps.db.transaction(async (trx) => {
      await unsubscribe(trx, q.endpoint, scope);
      await cancelQueuedPushes(
        trx,
        q.endpoint,
        typeof scope === 'string' ? scope : 'waitlistEntryId' in scope ? 'waitlist' : scope,
      );
    });
    res.status(204).end();
  });
  return r;
}
