import type { Knex } from 'knex';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import { bookingMessages as m } from '@shop/shared/bookings/messages';
import { quoteCents, type CentsQuote } from '@shop/shared/bookings/pricing';
import { endOf } from '@shop/shared/bookings/slot-rules';
import { trackingMessages } from '@shop/shared/tracking/messages';
import type { AppDeps } from '../app-deps.ts';
import { findOrCreateCustomer } from '../auth/users.repository.ts';
import { AppError } from '../http/app-error.ts';
import { toAppointmentDto } from './appointment-dto.ts';
import { contactPhone, insertIntoFreeUnit, type NewAppointmentRow } from './appointments.repository.ts';
import type { BookingDraft } from './booking-draft.ts';
import { confirmationMail } from './confirmation-mail.ts';
import { assertOffered, assertOpenNow, claimOf } from './capacity.ts';
import { linkSlot } from '../links/link-slots.ts';
import { planNewBooking } from '../notifications/plan.ts';
import { bookingAudience } from '../notifications/notifications.repository.ts';
import { onlineBookingStatus } from './no-shows.ts';
import { toDisplayMoment } from '@shop/shared/time/time-format';
import { trackingPagePath } from '@shop/shared/tracking/tracking-links';
import { customerAndCar, type CustomerAndCar } from '../vehicles/customer-and-car.ts';
import { recordFormConsent } from '../texts/record-consent.ts';

export interface CreatedBooking {
  appointment: Appointment;
  /** The tracking token in clear, returned once. */
  token: string;
}

/** The row to insert for a draft that has its unit, customer and price. */
function rowOf(
  d: BookingDraft,
  userId: number,
  points: CustomerAndCar,
  quote: CentsQuote,
  tokenHash: string,
  now: Date,
): Omit<NewAppointmentRow, 'bay'> {
  const at = now.toISOString();
  return {
    user_id: userId,
    service_id: d.serviceIds[0],
    date: d.date,
    start_time: d.start,
    end_time: endOf(d.start),
    notes: d.notes,
    is_ghost_slot: d.type === 'dropoff',
    is_drop_off: d.type === 'dropoff',
    slot_type: d.type,
    payment_option: d.paymentOption,
    payment_status: d.paymentOption === 'online' ? 'awaiting_online_payment' : 'pay_at_shop',
    total_cents: quote.total_cents,
    discount_cents: quote.discount_cents,
    contact_first_name: d.contact.first_name,
    contact_last_name: d.contact.last_name,
    contact_email: d.contact.email,
    ...contactPhone(d.contact.phone),
    vehicle_make: d.vehicle.make,
    vehicle_model: d.vehicle.model,
    vehicle_year: d.vehicle.year,
    vin: d.vehicle.vin,
    license_plate: d.vehicle.license,
    tracking_token_hash: tokenHash,
    request_id: d.requestId,
    ...points,
    created_at: at,
    updated_at: at,
  };
}

/**
 * Books a draft inside the caller's transaction: the services must exist and the start be one
 * the shop offers (400) and open now (409 slot_unavailable when past: the booking may have waited
 * offline); the insert itself takes a free unit (409 when full). Its mails are queued in the same
 * transaction and go out after the commit.
 */
export async function createBooking(
  trx: Knex.Transaction,
  deps: AppDeps,
  d: BookingDraft,
  origin: string,
): Promise<CreatedBooking> {
  const now = deps.clock.now();
  const catalog = await deps.catalog.priced(trx);
  if (d.serviceIds.some((id) => !catalog.some((s) => s.id === id)))
    throw new AppError(400, 'invalid_request', m.unknownService);
  const target = { date: d.date, start: d.start, type: d.type, serviceIds: d.serviceIds };
  assertOffered(target, deps);
  assertOpenNow(target, deps);

  const customer =
    d.ownerId !== null ? { id: d.ownerId, is_ghost: false } : await findOrCreateCustomer(trx, d.contact, now);
  const points = await customerAndCar(
    trx,
    {
      customer: {
        userId: customer.id,
        emailIsAccount: d.ownerId === null,
        ...d.contact,
        phoneCountry: deps.config.shopCountry,
      },
      vehicle: { ...d.vehicle, plate: d.vehicle.license ?? '' },
      chosenVehicleId: d.vehicleId,
      vehicleRequired: true,
    },
    now,
  );
  const quote = quoteCents(catalog, d.serviceIds);
  const status = d.online ? await onlineBookingStatus(trx, deps, d.contact.email) : 'scheduled';
  // No token hash to store: the token derives from the id (tracking-token.ts); the column keeps
  // the hashes of random tokens handed out before.
  const row = { ...rowOf(d, customer.id, points, quote, '', now), status };
  const lines = quote.lines.map((l, position) => ({
    service_id: l.id,
    price_cents: l.price_cents,
    original_price_cents: l.original_price_cents,
    position,
  }));
  // Read before the claim: on PostgreSQL the claim holds the slot's lock until the commit, so
  // what can run before it does.
  const audience = await bookingAudience(trx, d.contact.email);
  // The capacity check is the insert's own (full or taken: 409, the booking may have waited
  // offline), late in the transaction.
  const created = { kind: 'created', message: trackingMessages.created, at: now } as const;
  const taken = await insertIntoFreeUnit(trx, row, lines, claimOf(target, deps), created);
  if (!taken) throw new AppError(409, 'slot_unavailable', m.slotUnavailable);
  const { id } = taken;
  if (d.smsConsent) await recordFormConsent(trx, d.contact.phone, deps.config.shopCountry, now);

  // Built from what was just written, not read back: one round trip less per booking.
  const appointment = toAppointmentDto(
    {
      ...row,
      id,
      bay: taken.bay,
      status,
      estimated_completion: null,
      version: 1,
      user_is_ghost: customer.is_ghost,
      cancellation_fee_cents: null,
      customer_moves: 0,
      fee_reference_start: null,
    },
    quote.lines.map((l) => ({ ...l, service_id: l.id })),
  );
  // The mails and the answer carry a slot; the token goes in as they leave the server.
  const token = linkSlot(deps.config.jwtSecret, 'manage', id);
  const trackingUrl = origin + trackingPagePath(id, token);
  await planNewBooking(trx, deps, appointment, {
    confirmation: confirmationMail(deps, d, appointment, quote, trackingUrl, now),
    manageUrl: trackingUrl,
    audience,
    staff: {
      kind: 'staff_booking',
      appointmentId: id,
      subject: `New booking ${appointment.order_id}`,
      lines: [
        `${appointment.user.name} (${appointment.user.email}, ${appointment.user.phone}) booked ${appointment.service_type}`,
        `for ${toDisplayMoment(d.date, d.start)}.`,
      ],
    },
  });
  return { appointment, token };
}
