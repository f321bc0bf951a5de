import express, { type Request, type Router } from 'express';
import { z } from 'zod';
import {
  adminBookingSchema,
  availableDatesQuerySchema,
  availableSlotsQuerySchema,
  parseIdList,
  wizardBookingSchema,
} from '@shop/shared/bookings/booking.schema';
import type { SlotType } from '@shop/shared/bookings/slot-rules';
import { toShopDate } from '@shop/shared/time/shop-time';
import { originOf, type AppDeps } from '../app-deps.ts';
import { AppError } from '../http/app-error.ts';
import { writeRoute, type WriteResult } from '../http/write-route.ts';
import { datesForMonth, slotsForDay } from './availability.service.ts';
import { createBooking, draftFromAdmin, draftFromWizard } from './bookings.service.ts';
import { trackAppointment } from './tracking.service.ts';

const slotType = (type: 'sameday' | 'dropoff' | undefined): SlotType => type ?? 'hourly';

/** Routes under /api/appointments (and the spec's /available-slots and /appointments aliases). */
export function bookingsRouter(deps: AppDeps): { router: Router; slots: express.RequestHandler; create: express.RequestHandler } {
  const r = express.Router();
  const { shop } = deps.config;

  const slots: express.RequestHandler = async (req, res) => {
    const q = availableSlotsQuerySchema.parse(req.query);
    const date = toShopDate(q.date, shop.timeZone);
    if (!date) throw new AppError(400, 'invalid_request', 'Use a date like 2026-03-09');
    const ids = parseIdList(q.service_ids);
    const serviceIds = ids.length > 0 ? ids : [q.service_id ?? 1];
    const available = await slotsForDay(deps.db, date, { type: slotType(q.type), serviceIds, now: deps.clock.now(), shop, cache: deps.occupancy });
    res.json({ available_slots: available });
  };

  const create = writeRoute(deps.db, deps.logger, async (req: Request, trx): Promise<WriteResult> => {
    const asAdmin = req.user?.role === 'admin' && typeof (req.body as { first_name?: unknown })?.first_name === 'string';
    const draft = asAdmin
      ? draftFromAdmin(adminBookingSchema.parse(req.body), shop.timeZone)
      : draftFromWizard(wizardBookingSchema.parse(req.body), shop.timeZone, req.user?.role === 'user' ? req.user.id : null);
    const { appointment, token, mail } = await createBooking(trx, deps, draft, originOf(req));
    return {
      status: 201,
      body: { success: true, appointment, tracking_token: token, order_id: appointment.order_id },
      afterCommit: () => deps.mailer.send(mail),
    };
  }, undefined, () => deps.occupancy.invalidate());

  r.get('/available-slots', slots);

  r.get('/available-dates', async (req, res) => {
    const q = availableDatesQuerySchema.parse(req.query);
    const ids = parseIdList(q.service_ids);
    res.json(await datesForMonth(deps.db, q.month, { type: slotType(q.type), serviceIds: ids.length ? ids : [1], now: deps.clock.now(), shop, cache: deps.occupancy }));
  });

  r.post('/', create);

  r.get('/:id/tracking', async (req, res) => {
    const id = z.coerce.number().int().positive().parse(req.params.id);
    const token = typeof req.query.t === 'string' ? req.query.t : undefined;
    res.json(await trackAppointment(deps.db, id, token, req.user, shop.timeZone));
  });

  return { router: r, slots, create };
}
