import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { ParsedAdminBooking, ParsedWizardBooking } from '@shop/shared/bookings/booking.schema';
import { bookingMessages as m } from '@shop/shared/bookings/messages';
import { buildIcs, orderIdOf } from '@shop/shared/bookings/ics';
import { priceServices } from '@shop/shared/bookings/pricing';
import { availableSlots, endOf, type SlotType } from '@shop/shared/bookings/slot-rules';
import { formatAddress } from '@shop/shared/shop/shop-format';
import { shopInstant, toShopDate } from '@shop/shared/time/shop-time';
import { trackingMessages } from '@shop/shared/tracking/messages';
import type { AppDeps } from '../app-deps.ts';
import { findOrCreateCustomer, splitName } from '../auth/users.repository.ts';
import { AppError } from '../http/app-error.ts';
import { bookingConfirmationMail } from '../mail/mail-templates.ts';
import type { Mail } from '../mail/mailer.ts';
import { addEvent, dayState, toAppointmentDto, type AppointmentRow } from './appointments.repository.ts';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A booking, whoever made it, in the form the insert needs. */
interface BookingDraft {
  date: string;
  start: string;
  type: SlotType;
  serviceIds: number[];
  contact: { first_name: string; last_name: string; email: string; phone: string };
  vehicle: { make: string; model: string; year: string; vin: string | null; license: string | null };
  notes: string;
  paymentOption: 'online' | 'inPerson';
  requestId: number | null;
  /** The signed-in customer making it, if any. */
  ownerId: number | null;
}

function shopDate(value: string, timeZone: string): string {
  const date = toShopDate(value, timeZone);
  if (!date) throw new AppError(400, 'invalid_request', 'Use a date like 2026-03-09', { issues: [{ path: 'date', message: 'Use a date like 2026-03-09' }] });
  return date;
}

export function draftFromWizard(body: ParsedWizardBooking, timeZone: string, ownerId: number | null): BookingDraft {
  const ids = [body.service_type_id, ...(body.service_ids ?? []).filter((id) => id !== body.service_type_id)];
  return {
    date: shopDate(body.date, timeZone),
    start: body.start_time,
    type: body.is_drop_off ? 'dropoff' : 'sameday',
    serviceIds: ids,
    contact: { ...splitName(body.contact_info.name), email: body.contact_info.email, phone: body.contact_info.phone },
    vehicle: { ...body.vehicle_info, year: body.vehicle_info.year },
    notes: body.notes,
    paymentOption: body.payment_option ?? 'inPerson',
    requestId: null,
    ownerId,
  };
}

export function draftFromAdmin(body: ParsedAdminBooking, timeZone: string): BookingDraft {
  return {
    date: shopDate(body.date, timeZone),
    start: body.start_time,
    type: 'hourly',
    serviceIds: [...new Set(body.service_type_id)],
    contact: { first_name: body.first_name, last_name: body.last_name, email: body.email, phone: body.phone },
    vehicle: { make: body.vehicle_make, model: body.vehicle_model, year: body.vehicle_year, vin: body.vin, license: body.license_plate },
    notes: body.notes,
    paymentOption: 'inPerson',
    requestId: body.request_id ?? body.appointment_request_id ?? null,
    ownerId: null,
  };
}

/**
 * Checks that the slot is free and inserts the booking, all inside the caller's transaction.
 * A full or past slot is 409 slot_unavailable (the booking may have waited offline); a time the
 * shop never offers is 400. The partial unique indexes catch any race the check could miss.
 */
export async function createBooking(trx: Knex.Transaction, deps: AppDeps, d: BookingDraft, origin: string) {
  const { shop } = deps.config;
  const now = deps.clock.now();
  const catalog = await deps.catalog.list(trx);
  if (d.serviceIds.some((id) => !catalog.some((s) => s.id === id))) throw new AppError(400, 'invalid_request', m.unknownService);

  const query = { date: d.date, type: d.type, serviceIds: d.serviceIds, config: shop };
  const offeredEver = availableSlots({ ...query, now: new Date(0), occupancy: { hourly: new Map(), dropOffs: 0 } });
  if (!offeredEver.some((s) => s.start_time === d.start)) throw new AppError(400, 'invalid_request', m.slotNotOffered);
  const day = await dayState(trx, d.date);
  const free = availableSlots({ ...query, now, occupancy: day.occupancy });
  if (!free.some((s) => s.start_time === d.start)) throw new AppError(409, 'slot_unavailable', m.slotUnavailable);

  const ghostSlot = d.type === 'dropoff';
  const unit = day.freeUnit(ghostSlot, d.start, ghostSlot ? shop.dropOffsPerDay : shop.bays);
  if (unit === null) throw new AppError(409, 'slot_unavailable', m.slotUnavailable);

  const customer = d.ownerId !== null ? { id: d.ownerId } : await findOrCreateCustomer(trx, d.contact, now);
  const quote = priceServices(catalog, d.serviceIds);
  const token = randomBytes(24).toString('base64url');
  const at = now.toISOString();
  const row = {
    user_id: customer.id,
    service_id: d.serviceIds[0],
    date: d.date,
    start_time: d.start,
    end_time: endOf(d.start),
    status: 'scheduled',
    notes: d.notes,
    is_ghost_slot: ghostSlot,
    is_drop_off: ghostSlot,
    bay: unit,
    payment_option: d.paymentOption,
    payment_status: d.paymentOption === 'online' ? 'awaiting_online_payment' : 'pay_at_shop',
    total_cents: Math.round(quote.total * 100),
    discount_cents: Math.round(quote.discount * 100),
    contact_first_name: d.contact.first_name,
    contact_last_name: d.contact.last_name,
    contact_email: d.contact.email,
    contact_phone: d.contact.phone,
    vehicle_make: d.vehicle.make,
    vehicle_model: d.vehicle.model,
    vehicle_year: d.vehicle.year,
    vin: d.vehicle.vin,
    license_plate: d.vehicle.license,
    tracking_token_hash: hashToken(token),
    request_id: d.requestId,
    created_at: at,
    updated_at: at,
  };
  let id: number;
  try {
    id = ((await trx('appointments').insert(row).returning('id'))[0] as { id: number }).id;
  } catch (err) {
    if (/UNIQUE constraint failed: appointments/.test(String(err))) throw new AppError(409, 'slot_unavailable', m.slotUnavailable);
    throw err;
  }
  const lines = quote.lines.map((l, position) => ({
    appointment_id: id,
    service_id: l.id,
    price_cents: Math.round(l.price * 100),
    original_price_cents: Math.round((l.originalPrice ?? l.price) * 100),
    position,
  }));
  await trx('appointment_services').insert(lines);
  await addEvent(trx, id, 'created', trackingMessages.created, now);
  // Built from what was just written, not read back: one round trip less per booking.
  const isGhostCustomer = 'is_ghost' in customer ? customer.is_ghost : false;
  const appointment = toAppointmentDto(
    { ...row, id, status: 'scheduled', estimated_completion: null, version: 1, user_is_ghost: isGhostCustomer } as AppointmentRow,
    lines.map((l, i) => ({ ...l, name: quote.lines[i].name })),
  );
  const trackingUrl = `${origin}/track-appointment/${id}?t=${token}`;
  const start = shopInstant(d.date, d.start, shop.timeZone);
  const ics = buildIcs({
    uid: `${orderIdOf(id, d.date)}@autocare`,
    start,
    end: new Date(start.getTime() + 3_600_000),
    summary: `${shop.name}: ${appointment.service_type}`,
    description: `Order ${appointment.order_id}. Track it: ${trackingUrl}`,
    location: formatAddress(shop.address),
    url: trackingUrl,
    now,
  });
  const mail: Mail = bookingConfirmationMail({
    to: d.contact.email,
    name: d.contact.first_name,
    orderId: appointment.order_id,
    date: d.date,
    startTime: d.start,
    services: appointment.services,
    total: appointment.total_price,
    trackingUrl,
    ics,
    shop,
  });
  return { appointment, token, mail };
}
