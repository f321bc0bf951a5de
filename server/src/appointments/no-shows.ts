import type { Router } from 'express';
import type { Knex } from 'knex';
import { routeIdSchema } from '@shop/shared/api/id.schema';
import { needsStaffConfirmation, noShowWindowStart } from '@shop/shared/appointments/no-show';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../http/app-error.ts';
import { findAppointment } from './appointments.repository.ts';
import { noShowsOf } from './no-shows.repository.ts';
import { admin } from './policies.ts';

type NoShowDeps = Pick<AppDeps, 'config' | 'shopClock'>;

/** The customer's no-shows that still count (the last 12 months). */
export const countedNoShows = (db: Knex, deps: NoShowDeps, email: string) =>
  noShowsOf(db, email, noShowWindowStart(deps.shopClock.today()));

/** The status an online booking comes in with: pending, for staff to confirm, past NO_SHOW_LIMIT no-shows. */
export async function onlineBookingStatus(db: Knex, deps: NoShowDeps, email: string): Promise<'scheduled' | 'pending'> {
  const n = await countedNoShows(db, deps, email);
  return needsStaffConfirmation(n, deps.config.noShowLimit) ? 'pending' : 'scheduled';
}

/** GET /api/admin/appointments/{id}/no-shows: what the details show staff of its customer. */
export function noShowRoutes(r: Router, deps: AppDeps): void {
  r.get('/admin/appointments/:id/no-shows', admin, async (req, res) => {
    const row = await findAppointment(deps.db, routeIdSchema.parse(req.params.id));
    if (!row) throw new AppError(404, 'not_found', 'Appointment not found');
    const count = await countedNoShows(deps.db, deps, row.contact_email);
    res.json({ success: true, count, limit: deps.config.noShowLimit });
  });
}
