import type { Knex } from 'knex';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import type { AppDeps } from '../app-deps.ts';
import { notifyProgress } from '../notifications/plan.ts';
import { applyChanges, loadForWrite, type Change } from './appointment-change.ts';

/** POST /api/admin/appointments/{id}/events: a note on the customer's timeline, maybe a new estimate. */
export async function addProgressNote(
  trx: Knex,
  deps: AppDeps,
  id: number,
  note: { message: string; estimatedCompletion?: string | null },
): Promise<Appointment> {
  const row = await loadForWrite(trx, id, undefined);
  const change: Change = { columns: {}, events: [{ kind: 'progress', message: note.message }] };
  if (note.estimatedCompletion !== undefined) change.columns.estimated_completion = note.estimatedCompletion;
  const appointment = await applyChanges(trx, row, [change], deps.clock.now());
  await notifyProgress(trx, deps, appointment, note.message);
  return appointment;
}
