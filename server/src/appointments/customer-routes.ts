import type { Request, RequestHandler, Router } from 'express';
import { routeIdSchema } from '@shop/shared/api/id.schema';
import { cancelBodySchema, rescheduleBodySchema } from '@shop/shared/appointments/self-service';
import { mailOrigin, type AppDeps } from '../app-deps.ts';
import { versionedAnswer } from '../http/versioned.ts';
import type { WriteHandler } from '../http/write-route.ts';
import { customerView, toAppointmentDtos, viewFor } from './appointment-dto.ts';
import { appointmentsOfUser } from './appointment-search.repository.ts';
import { cancelAppointment } from './cancel-appointment.ts';
import { confirmAttendance } from './confirm-attendance.ts';
import { manageUrl, type Actor } from './change-mail.ts';
import { moveAppointment } from './move-appointment.ts';
import { signedIn, tokenOwnerOrAdmin } from './policies.ts';
import { trackAppointment } from './tracking.ts';

interface CustomerRouteContext {
  write: (h: WriteHandler) => RequestHandler;
  shopNow: () => { date: string; time: string };
}

/** Who acted, and the link their confirmation mail carries (with the token when it came with one). */
function actorOf(req: Request, deps: AppDeps, id: number): { actor: Actor; manageUrl: string } {
  const actor: Actor = req.user?.role === 'admin' ? 'staff' : 'customer';
  return { actor, manageUrl: manageUrl(mailOrigin(deps), deps.config.jwtSecret, id, req.trackingToken !== undefined) };
}

/**
 * The customer's own appointment, reached by the tracking link (its token), by signing in as its
 * owner, or as staff: the page, cancel, reschedule; and a signed-in customer's list.
 */
export function customerRoutes(r: Router, deps: AppDeps, ctx: CustomerRouteContext): void {
  const access = tokenOwnerOrAdmin(deps.db, deps.config.jwtSecret);
  r.get('/appointments/:id/tracking', access, async (req, res) => {
    res.json(await trackAppointment(deps.db, deps, routeIdSchema.parse(req.params.id)));
  });
  r.post(
    '/appointments/:id/cancel',
    access,
    ctx.write(async (req, trx) => {
      const id = routeIdSchema.parse(req.params.id);
      const body = cancelBodySchema.parse(req.body ?? {});
      const done = await cancelAppointment(trx, deps, id, body, actorOf(req, deps, id));
      const answer = { success: true, ...done, appointment: viewFor(req.user, done.appointment) };
      return versionedAnswer(200, answer, done.appointment.version);
    }),
  );
  r.post(
    '/appointments/:id/confirm',
    access,
    ctx.write(async (req, trx) => {
      const appointment = await confirmAttendance(trx, deps, routeIdSchema.parse(req.params.id));
      return versionedAnswer(200, { success: true, appointment: viewFor(req.user, appointment) }, appointment.version);
    }),
  );
  r.post(
    '/appointments/:id/reschedule',
    access,
    ctx.write(async (req, trx) => {
      const id = routeIdSchema.parse(req.params.id);
      const body = rescheduleBodySchema.parse(req.body);
      const appointment = await moveAppointment(trx, deps, id, body, actorOf(req, deps, id));
      return versionedAnswer(200, { success: true, appointment: viewFor(req.user, appointment) }, appointment.version);
    }),
  );
  r.get('/users/me/appointments', signedIn, async (req, res) => {
    const rows = await appointmentsOfUser(deps.db, req.user!.id, ctx.shopNow());
    res.json({ appointments: (await toAppointmentDtos(deps.db, rows)).map(customerView) });
  });
}
