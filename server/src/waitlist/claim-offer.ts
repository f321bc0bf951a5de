import type { Knex } from 'knex';
import { splitFullName } from '@shop/shared/appointments/appointment-shapes';
import { waitlistMessages as m } from '@shop/shared/waitlist/messages';
import { mailOrigin, type AppDeps } from '../app-deps.ts';
import type { BookingDraft } from '../appointments/booking-draft.ts';
import { createBooking, type CreatedBooking } from '../appointments/create-booking.ts';
import { lockShopDay } from '../db/dialect.ts';
import { AppError } from '../http/app-error.ts';
import { serviceIdsOfEntry } from './offer-times.ts';
import { endHold, findEntry, liveHoldOf, moveEntry, type EntryRow } from './waitlist.repository.ts';

const NO_VEHICLE = { make: '', model: '', year: '', vin: null, license: null };

/** The booking an entry's claim makes: the wizard's, with what was typed when joining. */
function draftOf(e: EntryRow, start: string): BookingDraft {
  return {
    date: e.date,
    start,
    type: e.slot_type,
    serviceIds: serviceIdsOfEntry(e),
    contact: { ...splitFullName(e.name), email: e.email, phone: e.phone },
    vehicle: e.vehicle_json ? JSON.parse(e.vehicle_json) : NO_VEHICLE,
    notes: '',
    paymentOption: 'inPerson',
    requestId: null,
    ownerId: null,
    online: true,
  };
}

/**
 * Takes an entry's offer: under the day's lock, so an expiry or a second tab comes strictly
 * before or after. The hold ends as 'taken' and the booking takes its unit through the capacity
 * statement in the same transaction (a rival booking of that time counts the hold until this
 * commits, then waits for the slot's lock) (its mails and manage link as the
 * wizard's). 409 conflict when this entry booked already, 410 offer_expired when the offer ran
 * out (even if the job has not ended it yet), 409 slot_unavailable for another time.
 */
export async function claimOffer(
  trx: Knex.Transaction,
  deps: AppDeps,
  id: number,
  start: string,
): Promise<CreatedBooking> {
  const now = deps.clock.now();
  const entry = await findEntry(trx, id);
  if (!entry) throw new AppError(404, 'not_found', m.notFound);
  await lockShopDay(trx, entry.date);
  // Read again under the lock: what another claim or the expiry did is seen now.
  const e = (await findEntry(trx, id))!;
  if (e.status === 'booked') throw new AppError(409, 'conflict', m.alreadyBooked);
  const hold = await liveHoldOf(trx, e.id);
  if (!hold || new Date(hold.expires_at).getTime() <= now.getTime()) {
    if (e.status === 'waiting') throw new AppError(409, 'conflict', m.noOffer);
    throw new AppError(410, 'offer_expired', m.offerExpired);
  }
  if (hold.start_time !== start) throw new AppError(409, 'slot_unavailable', m.notOffered);
  await endHold(trx, hold.id, 'taken');
  const made = await createBooking(trx, deps, draftOf(e, start), mailOrigin(deps));
  await moveEntry(trx, e.id, ['offered'], 'booked', now, { appointment_id: made.appointment.id });
  return made;
}

/** Takes an entry off the list (the customer leaving, or staff removing it); its held time is free at once. */
export async function leaveWaitlist(
  trx: Knex,
  deps: Pick<AppDeps, 'clock'>,
  id: number,
  status: 'left' | 'removed',
): Promise<void> {
  const entry = await findEntry(trx, id);
  if (!entry) throw new AppError(404, 'not_found', m.notFound);
  await lockShopDay(trx, entry.date);
  const hold = await liveHoldOf(trx, id);
  if (hold) await endHold(trx, hold.id, 'released');
  await moveEntry(trx, id, ['waiting', 'offered'], status, deps.clock.now());
}
