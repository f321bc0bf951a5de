import type { Knex } from 'knex';
import { noShowMessages } from '@shop/shared/appointments/no-show';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../http/app-error.ts';
import { applyChanges, loadForWrite } from './appointment-change.ts';
import { planStatus } from './change-status.ts';

/**
 * The reminder's "I'll be there": a scheduled appointment becomes confirmed (again is a no-op);
 * any other status is 409 (a pending booking waits for staff, a past or cancelled one is over).
 */
export async function confirmAttendance(trx: Knex, deps: AppDeps, id: number): Promise<Appointment> {
  const row = await loadForWrite(trx, id, undefined);
  if (row.status !== 'scheduled' && row.status !== 'confirmed')
    throw new AppError(409, 'conflict', noShowMessages.cannotConfirm);
  return applyChanges(trx, row, [await planStatus(trx, deps, row, 'confirmed', false)], deps.clock.now());
}
