import type { Knex } from 'knex';
import { toDollars } from '@shop/shared/money/format-money';
import { trackingMessages } from '@shop/shared/tracking/messages';
import type { TrackingResponse } from '@shop/shared/tracking/tracking.schema';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../http/app-error.ts';
import { toAppointmentDtos } from './appointment-dto.ts';
import { eventsOf } from './appointment-events.repository.ts';
import { findAppointment } from './appointments.repository.ts';
import { optionsOf } from './cancel-appointment.ts';

/** GET /api/appointments/{id}/tracking: the appointment, its timeline, and what the customer may do now. */
export async function trackAppointment(
  db: Knex,
  deps: Pick<AppDeps, 'config' | 'clock'>,
  id: number,
): Promise<TrackingResponse> {
  const row = await findAppointment(db, id);
  if (!row) throw new AppError(404, 'not_found', trackingMessages.notFound);
  const [dto] = await toAppointmentDtos(db, [row]);
  const options = optionsOf(row, deps);
  return {
    id,
    order_id: dto.order_id,
    service: dto.service_type,
    status: dto.status,
    scheduledTime: options.start.toISOString(),
    estimatedCompletion: row.estimated_completion,
    updates: await eventsOf(db, id),
    date: dto.date,
    start_time: dto.start_time,
    end_time: dto.end_time,
    type: dto.type,
    services: dto.services.map(({ id: serviceId, name, price }) => ({ id: serviceId, name, price })),
    total_price: dto.total_price,
    can_cancel: options.allowed,
    can_reschedule: options.allowed,
    cancellation_fee: toDollars(options.feeCents),
    locked_reason: options.refusal ? trackingMessages.refusal[options.refusal] : null,
    charged_fee: dto.cancellation_fee,
    version: dto.version,
  };
}
