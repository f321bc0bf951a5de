import type { Knex } from 'knex';
import { appointmentMessages as m } from '@shop/shared/appointments/messages';
import type { AppointmentRequestDto } from '@shop/shared/requests/request.schema';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../http/app-error.ts';
import { loadRequestForWrite, updateRequest } from '../requests/requests.service.ts';
import type { BookingDraft } from './booking-draft.ts';
import { createBooking, type CreatedBooking } from './create-booking.ts';

/**
 * An admin booking made from an appointment request: the appointment is created and the request
 * marked scheduled in the caller's one transaction, on the version of the request it read. An
 * unknown request is 404 and one already scheduled 409 conflict; either way nothing is created.
 */
export async function bookFromRequest(
  trx: Knex.Transaction,
  deps: AppDeps,
  draft: BookingDraft & { requestId: number },
  origin: string,
): Promise<CreatedBooking & { request: AppointmentRequestDto }> {
  const request = await loadRequestForWrite(trx, draft.requestId);
  if (request.status === 'scheduled' || request.is_converted_to_appointment)
    throw new AppError(409, 'conflict', m.requestAlreadyScheduled);
  const created = await createBooking(trx, deps, draft, origin);
  // Written on the version checked above, so of two conversions at once only one commits.
  const scheduled = await updateRequest(trx, deps, request.id, {
    version: request.version,
    status: 'scheduled',
    is_converted_to_appointment: true,
    appointment_id: created.appointment.id,
  });
  return { ...created, request: scheduled };
}
