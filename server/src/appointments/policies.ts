import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import { routeIdSchema } from '@shop/shared/api/id.schema';
import { trackingMessages } from '@shop/shared/tracking/messages';
import { requireAdmin, requireUser } from '../auth/session.ts';
import { AppError } from '../http/app-error.ts';
import type { AuthUser } from '../http/request-context.ts';
import { findAppointment, type AppointmentRow } from './appointments.repository.ts';
import { tokenMatches } from './tracking-token.ts';

/** Who may call a route, checked before its handler. */
export type Policy = RequestHandler;

export const anyone: Policy = (_req, _res, next) => next();

export const admin: Policy = requireAdmin;

export const signedIn: Policy = requireUser;

/** True for the holder of the appointment's tracking token, its signed-in owner, or an admin. */
export function canAccessAppointment(
  row: Pick<AppointmentRow, 'id' | 'user_id' | 'tracking_token_hash'>,
  token: string | undefined,
  user: AuthUser | null | undefined,
  secret: string,
): boolean {
  if (token !== undefined && tokenMatches(token, row, secret)) return true;
  return user?.role === 'admin' || (user != null && user.id === row.user_id);
}

/**
 * Routes on /appointments/:id?t=TOKEN for the token holder, the owner or an admin. Anyone else
 * gets the same 404 as for an unknown id, so ids reveal nothing.
 */
export function tokenOwnerOrAdmin(db: Knex, secret: string): Policy {
  return async (req, _res, next) => {
    const id = routeIdSchema.safeParse(req.params.id);
    const row = id.success ? await findAppointment(db, id.data) : undefined;
    const token = typeof req.query.t === 'string' ? req.query.t : undefined;
    if (!row || !canAccessAppointment(row, token, req.user, secret))
      throw new AppError(404, 'not_found', trackingMessages.notFound);
    // The link a mail about this change carries keeps the token only when it was the right one.
    req.trackingToken = token !== undefined && tokenMatches(token, row, secret) ? token : undefined;
    next();
  };
}
