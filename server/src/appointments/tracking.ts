import type { Knex } from 'knex';
import { trackingMessages } from '@shop/shared/tracking/messages';
import type { TrackingResponse } from '@shop/shared/tracking/tracking.schema';
import { shopInstant } from '@shop/shared/time/shop-time';
import { AppError } from '../http/app-error.ts';
import { toAppointmentDtos } from './appointment-dto.ts';
import { eventsOf } from './appointment-events.repository.ts';
import { findAppointment } from './appointments.repository.ts';

/** GET /api/appointments/{id}/tracking: status, estimate and timeline (access: tokenOwnerOrAdmin). */
export async function trackAppointment(db: Knex, id: number, timeZone: string): Promise<TrackingResponse> {
  const row = await findAppointment(db, id);
  if (!row) throw new AppError(404, 'not_found', trackingMessages.notFound);
  const [dto] = await toAppointmentDtos(db, [row]);
  return {
    id,
    service: dto.service_type,
    status: dto.status,
    scheduledTime: shopInstant(row.date, row.start_time, timeZone).toISOString(),
    estimatedCompletion: row.estimated_completion,
    updates: await eventsOf(db, id),
  };
}
