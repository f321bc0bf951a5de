import { timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import type { TrackingResponse } from '@shop/shared/tracking/tracking.schema';
import { trackingMessages } from '@shop/shared/tracking/messages';
import { shopInstant } from '@shop/shared/time/shop-time';
import { AppError } from '../http/app-error.ts';
import type { AuthUser } from '../http/request-context.ts';
import { findAppointment, toAppointmentDtos } from './appointments.repository.ts';
import { hashToken } from './bookings.service.ts';

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The tracking view of an appointment for the holder of its tracking token, its owner or an
 * admin. Anyone else gets the same 404 as for a missing id, so ids reveal nothing.
 */
export async function trackAppointment(
  db: Knex,
  id: number,
  token: string | undefined,
  user: AuthUser | null | undefined,
  timeZone: string,
): Promise<TrackingResponse> {
  const row = await findAppointment(db, id);
  const allowed =
    row &&
    ((token !== undefined && sameHash(hashToken(token), row.tracking_token_hash)) ||
      user?.role === 'admin' ||
      (user !== null && user !== undefined && user.id === row.user_id));
  if (!row || !allowed) throw new AppError(404, 'not_found', trackingMessages.notFound);
  const [dto] = await toAppointmentDtos(db, [row]);
  const events = await db('appointment_events').where({ appointment_id: id }).orderBy(['created_at', 'id']);
  return {
    id,
    service: dto.service_type,
    status: dto.status,
    scheduledTime: shopInstant(row.date, row.start_time, timeZone).toISOString(),
    estimatedCompletion: row.estimated_completion,
    updates: events.map((e) => ({ time: e.created_at as string, message: e.message as string })),
  };
}
