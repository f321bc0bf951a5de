import express, { type Router } from 'express';
import { z } from 'zod';
import { adminSearchQuerySchema, appointmentEditSchema, progressEventSchema, statusUpdateSchema } from '@shop/shared/admin/admin.schema';
import { adminSettingsSchema } from '@shop/shared/settings/settings.schema';
import { shopDateOf, shopTimeOf } from '@shop/shared/time/shop-time';
import type { AppDeps } from '../app-deps.ts';
import { requireAdmin } from '../auth/session.ts';
import { toAppointmentDtos, selectAppointments } from '../bookings/appointments.repository.ts';
import { writeRoute, type WriteHandler } from '../http/write-route.ts';
import { searchAppointments } from './admin-appointments.repository.ts';
import { addProgressNote, deleteAppointment, editAppointment } from './admin-appointments.service.ts';

const idParam = z.coerce.number().int().positive();
const versionQuery = z.object({ version: z.coerce.number().int().optional() });

/** /api/admin: appointments, dashboard and settings; every route needs an admin. */
export function adminRouter(deps: AppDeps): Router {
  const r = express.Router();
  // Every admin write may move or free a bay: the availability cache starts over.
  const write = (h: WriteHandler) => writeRoute(deps.db, deps.logger, h, undefined, () => deps.occupancy.invalidate());
  const shopNow = () => {
    const now = deps.clock.now();
    return { date: shopDateOf(now, deps.config.shop.timeZone), time: shopTimeOf(now, deps.config.shop.timeZone) };
  };
  r.use(requireAdmin);

  r.get('/appointments', async (req, res) => {
    const search = adminSearchQuerySchema.parse(req.query);
    const { rows, total } = await searchAppointments(deps.db, search, shopNow());
    res.json({ appointments: await toAppointmentDtos(deps.db, rows), total });
  });

  r.put(
    '/appointments/:id/status',
    write(async (req, trx) => {
      const { status, version } = statusUpdateSchema.parse(req.body);
      const appointment = await editAppointment(trx, deps, idParam.parse(req.params.id), { status, version });
      return { status: 200, body: { success: true, appointment } };
    }),
  );

  r.put(
    '/appointments/:id',
    write(async (req, trx) => {
      const appointment = await editAppointment(trx, deps, idParam.parse(req.params.id), appointmentEditSchema.parse(req.body));
      return { status: 200, body: { success: true, appointment } };
    }),
  );

  r.delete(
    '/appointments/:id',
    write(async (req, trx) => {
      await deleteAppointment(trx, idParam.parse(req.params.id), versionQuery.parse(req.query).version);
      return { status: 200, body: { success: true } };
    }),
  );

  r.post(
    '/appointments/:id/events',
    write(async (req, trx) => {
      const appointment = await addProgressNote(trx, deps, idParam.parse(req.params.id), progressEventSchema.parse(req.body));
      return { status: 201, body: { success: true, appointment } };
    }),
  );

  r.get('/dashboard', async (_req, res) => {
    const now = shopNow();
    const key = `${now.date} ${now.time}`;
    const [{ n: todayCount }] = (await deps.db('appointments')
      .where({ date: now.date })
      .whereNotIn('status', ['cancelled', 'canceled'])
      .count({ n: '*' })) as { n: number }[];
    const [{ n: pendingRequests }] = (await deps.db('appointment_requests').where({ status: 'pending' }).count({ n: '*' })) as { n: number }[];
    const upcoming = await selectAppointments(deps.db)
      .whereRaw("(a.date || ' ' || a.start_time) >= ?", [key])
      .whereNotIn('a.status', ['cancelled', 'canceled'])
      .orderBy([{ column: 'a.date' }, { column: 'a.start_time' }])
      .limit(5);
    const latest = await selectAppointments(deps.db).orderBy('a.created_at', 'desc').limit(5);
    res.json({
      today: now.date,
      todayCount: Number(todayCount),
      pendingRequests: Number(pendingRequests),
      upcoming: await toAppointmentDtos(deps.db, upcoming),
      latest: await toAppointmentDtos(deps.db, latest),
    });
  });

  r.get('/settings', async (_req, res) => {
    res.json({ success: true, settings: await deps.settings.get() });
  });

  r.put(
    '/settings',
    write(async (req, trx) => {
      const settings = adminSettingsSchema.parse(req.body);
      await deps.settings.save(trx, settings, deps.clock.now());
      return { status: 200, body: { success: true, settings } };
    }),
  );

  return r;
}
