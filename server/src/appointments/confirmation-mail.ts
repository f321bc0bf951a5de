import type { Appointment } from '@shop/shared/bookings/booking.schema';
import { cancellationTerms } from '@shop/shared/bookings/cancellation';
import { bookingIcs } from '@shop/shared/bookings/ics';
import type { CentsQuote } from '@shop/shared/bookings/pricing';
import { formatAddress } from '@shop/shared/shop/shop-format';
import { shopInstant } from '@shop/shared/time/shop-time';
import type { AppDeps } from '../app-deps.ts';
import { bookingConfirmationMail } from '../mail/mail-templates.ts';
import type { Mail } from '../mail/mailer.ts';
import type { BookingDraft } from './booking-draft.ts';

/** The booking confirmation with its calendar file. */
export function confirmationMail(
  deps: Pick<AppDeps, 'config'>,
  d: BookingDraft,
  appointment: Pick<Appointment, 'id' | 'order_id' | 'version'>,
  quote: CentsQuote,
  trackingUrl: string,
  now: Date,
): Mail {
  const { shop } = deps.config;
  const orderId = appointment.order_id;
  const ics = bookingIcs({
    appointmentId: appointment.id,
    version: appointment.version,
    orderId,
    date: d.date,
    startTime: d.start,
    timeZone: shop.timeZone,
    shopName: shop.name,
    serviceNames: quote.lines.map((l) => l.name),
    address: formatAddress(shop.address),
    trackingUrl,
    now,
  });
  const terms = cancellationTerms(quote.total_cents, shopInstant(d.date, d.start, shop.timeZone), now);
  return bookingConfirmationMail({
    to: d.contact.email,
    name: d.contact.first_name,
    orderId,
    date: d.date,
    startTime: d.start,
    services: quote.lines,
    totalCents: quote.total_cents,
    lateFeeCents: terms.lateFeeCents,
    trackingUrl,
    ics,
    shop,
  });
}
