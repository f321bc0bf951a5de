import type { Knex } from 'knex';
import { FREE_CANCELLATION_HOURS } from '@shop/shared/bookings/cancellation';
import { formatCents, toDollars } from '@shop/shared/money/format-money';
import { shopMomentOf } from '@shop/shared/time/shop-time';
import { trackingMessages } from '@shop/shared/tracking/messages';
import type { TrackingResponse } from '@shop/shared/tracking/tracking.schema';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../http/app-error.ts';
import { inspectionOfAppointment } from '../inspections/inspections.repository.ts';
import { toAppointmentDtos } from './appointment-dto.ts';
import { eventsOf } from './appointment-events.repository.ts';
import { findAppointment } from './appointments.repository.ts';
import { optionsOf } from './cancel-appointment.ts';

const WINDOW_MS = FREE_CANCELLATION_HOURS * 3_600_000;

/** What the page says of the late fee beyond its amount: why it is held, and what a move now keeps. */
function feeNotes(o: ReturnType<typeof optionsOf>, timeZone: string) {
  const fee = formatCents(o.lateFeeCents);
  const at = (d: Date) => shopMomentOf(d, timeZone);
  const ref = o.referenceAfterMove;
  return {
    fee_note:
      o.heldUntil && o.feeReference ? trackingMessages.feeHeldByMove(fee, at(o.feeReference), at(o.heldUntil)) : null,
    move_note: o.allowed && ref ? trackingMessages.moveKeepsFee(fee, at(new Date(ref.getTime() + WINDOW_MS))) : null,
  };
}

/** GET /api/appointments/{id}/tracking: the appointment, its timeline, and what the customer may do now. */
export async function trackAppointment(
  db: Knex,
  deps: Pick<AppDeps, 'config' | 'clock'>,
  id: number,
): Promise<TrackingResponse> {
  const row = await findAppointment(db, id);
  if (!row) throw new AppError(404, 'not_found', trackingMessages.notFound);
  const [[dto], inspection] = await Promise.all([toAppointmentDtos(db, [row]), inspectionOfAppointment(db, id)]);
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
    ...feeNotes(options, deps.config.shop.timeZone),
    charged_fee: dto.cancellation_fee,
    // A draft is the shop's alone; the customer sees the estimate once it is sent.
    estimate: inspection && inspection.status !== 'draft' ? inspection.status : null,
    version: dto.version,
  };
}
