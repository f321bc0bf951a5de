import type { Knex } from 'knex';
import { holdsBay } from '@shop/shared/appointments/appointment-status';
import type { AppointmentStatus } from '@shop/shared/bookings/booking.schema';
import { endOf } from '@shop/shared/bookings/slot-rules';
import { toDisplayDate, toDisplayTime } from '@shop/shared/time/time-format';
import { trackingMessages } from '@shop/shared/tracking/messages';
import type { AppDeps } from '../app-deps.ts';
import type { Change } from './appointment-change.ts';
import { serviceIdsOf, type AppointmentRow } from './appointments.repository.ts';
import { slotTypeOf, takeUnit } from './capacity.ts';

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
): Promise<Change> {
  const target = { date: to.date, start: to.start, type: slotTypeOf(row), serviceIds: await serviceIdsOf(trx, row.id) };
  const unit = await takeUnit(trx, deps, target, { excludeId: row.id, slotRules: true });
  return {
    columns: { date: to.date, start_time: to.start, end_time: endOf(to.start), bay: holdsBay(status) ? unit : null },
    events: [
      {
        kind: 'reschedule',
        message: trackingMessages.rescheduled(`${toDisplayDate(to.date)} ${toDisplayTime(to.start)}`),
      },
    ],
  };
}
