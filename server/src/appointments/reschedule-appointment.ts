import type { Knex } from 'knex';
import { holdsBay } from '@shop/shared/appointments/appointment-status';
import type { AppointmentStatus } from '@shop/shared/bookings/booking.schema';
import { endOf } from '@shop/shared/bookings/slot-rules';
import { toDisplayDate, toDisplayMoment, toDisplayTime } from '@shop/shared/time/time-format';
import { trackingMessages } from '@shop/shared/tracking/messages';
import type { AppDeps } from '../app-deps.ts';
import type { Change } from './appointment-change.ts';
import { serviceIdsOf, type AppointmentRow } from './appointments.repository.ts';
import { assertOffered, assertWithinHorizon, slotTypeOf, takeUnit } from './capacity.ts';
import type { Actor } from './change-mail.ts';

/**
 * Moving an appointment to another start: the target must be a free slot now under the rules of
 * the appointment's type and services (409 slot_unavailable otherwise). It takes a unit there
 * unless its (new) status holds none.
 */
export async function planReschedule(
  trx: Knex,
  deps: AppDeps,
  row: AppointmentRow,
  to: { date: string; start: string },
  status: AppointmentStatus,
  /** Staff move any booking to any free hour (drop-offs stay drop-offs); a customer keeps to its type. */
  by: Actor = 'staff',
): Promise<Change> {
  const type = by === 'customer' ? row.slot_type : slotTypeOf(row);
  const target = { date: to.date, start: to.start, type, serviceIds: await serviceIdsOf(trx, row.id) };
  if (by === 'customer') assertOffered(target, deps);
  else assertWithinHorizon(to.date, deps);
  const unit = await takeUnit(trx, deps, target, { excludeId: row.id, slotRules: true });
  const message =
    by === 'customer'
      ? trackingMessages.movedBy(
          'customer',
          toDisplayMoment(row.date, row.start_time),
          toDisplayMoment(to.date, to.start),
        )
      : trackingMessages.rescheduled(`${toDisplayDate(to.date)} ${toDisplayTime(to.start)}`);
  return {
    columns: { date: to.date, start_time: to.start, end_time: endOf(to.start), bay: holdsBay(status) ? unit : null },
    events: [{ kind: by === 'customer' ? 'customer' : 'reschedule', message }],
  };
}
