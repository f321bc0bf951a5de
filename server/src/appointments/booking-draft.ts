import type { ParsedAdminBooking, ParsedWizardBooking, PaymentOption } from '@shop/shared/bookings/booking.schema';
import { splitFullName } from '@shop/shared/appointments/appointment-shapes';
import type { SlotType } from '@shop/shared/bookings/slot-rules';
import { toShopDate } from '@shop/shared/time/shop-time';
import { AppError } from '../http/app-error.ts';
import { vehicleErrors } from '@shop/shared/vehicles/messages';

/** A booking, whoever made it, in the form the capacity check and the insert need. */
export interface BookingDraft {
  date: string;
  start: string;
  type: SlotType;
  serviceIds: number[];
  contact: { first_name: string; last_name: string; email: string; phone: string };
  vehicle: { make: string; model: string; year: string; vin: string | null; license: string | null };
  notes: string;
  paymentOption: PaymentOption;
  requestId: number | null;
  /** The signed-in customer making it, if any. */
  ownerId: number | null;
  /** One of her cars, picked by a signed-in customer (honoured only when it is hers). */
  vehicleId?: number;
  /** Made online by a customer (not by staff): it comes in pending past NO_SHOW_LIMIT no-shows. */
  online: boolean;
  /** The customer ticked the form's box agreeing to texts at this phone (its wording is recorded). */
  smsConsent?: boolean;
}

const DATE_HINT = 'Use a date like 2026-03-09';

function shopDate(value: string, timeZone: string): string {
  const date = toShopDate(value, timeZone);
  if (!date) throw new AppError(400, 'invalid_request', DATE_HINT, { issues: [{ path: 'date', message: DATE_HINT }] });
  return date;
}

/** The customer wizard's booking: same-day or drop-off, the first service first. */
export function draftFromWizard(body: ParsedWizardBooking, timeZone: string, ownerId: number | null): BookingDraft {
  // Only a signed-in customer has cars to pick from.
  if (body.vehicle_id !== undefined && ownerId === null)
    throw new AppError(422, 'vehicle_not_yours', vehicleErrors.notYours);
  return {
    date: shopDate(body.date, timeZone),
    start: body.start_time,
    type: body.is_drop_off ? 'dropoff' : 'sameday',
    serviceIds: [body.service_type_id, ...(body.service_ids ?? []).filter((id) => id !== body.service_type_id)],
    contact: {
      ...splitFullName(body.contact_info.name),
      email: body.contact_info.email,
      phone: body.contact_info.phone,
    },
    vehicle: body.vehicle_info,
    notes: body.notes,
    paymentOption: body.payment_option ?? 'inPerson',
    requestId: null,
    ownerId,
    vehicleId: body.vehicle_id,
    online: true,
    smsConsent: body.sms_consent,
  };
}

/** The admin calendar's booking: any free hourly slot, maybe made from a request. */
export function draftFromAdmin(body: ParsedAdminBooking, timeZone: string): BookingDraft {
  return {
    date: shopDate(body.date, timeZone),
    start: body.start_time,
    type: 'hourly',
    serviceIds: [...new Set(body.service_type_id)],
    contact: { first_name: body.first_name, last_name: body.last_name, email: body.email, phone: body.phone },
    vehicle: {
      make: body.vehicle_make,
      model: body.vehicle_model,
      year: body.vehicle_year,
      vin: body.vin,
      license: body.license_plate,
    },
    notes: body.notes,
    paymentOption: 'inPerson',
    requestId: body.request_id ?? body.appointment_request_id ?? null,
    ownerId: null,
    online: false,
  };
}

/**
 * Whose booking a draft is, for sharing a transaction with others' (write-batches.ts): the email
 * it books for, and the signed-in customer's account and its email. Bookings with one of these in
 * common never share one.
 */
export function bookingBatchKeys(
  user: { id: number; role: string; email: string } | null | undefined,
  draft: Pick<BookingDraft, 'contact'>,
): string[] {
  const keys = [`email:${draft.contact.email.trim().toLowerCase()}`];
  if (user?.role === 'user') keys.push(`user:${user.id}`, `email:${user.email.trim().toLowerCase()}`);
  return keys;
}
