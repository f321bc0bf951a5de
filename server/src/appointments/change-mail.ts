import type { Appointment } from '@shop/shared/bookings/booking.schema';
import { bookingIcs } from '@shop/shared/bookings/ics';
import { formatAddress } from '@shop/shared/shop/shop-format';
import { trackingPagePath } from '@shop/shared/tracking/tracking-links';
import { firstName } from '@shop/shared/customers/first-name';
import type { AppDeps } from '../app-deps.ts';
import { cancellationMail, movedMail } from '../mail/appointment-change-mails.ts';
import type { Mail } from '../mail/mailer.ts';
import { linkSlot } from '../links/link-slots.ts';

/** Who changed an appointment, as its timeline says it. */
export type Actor = 'customer' | 'staff';

/**
 * Where the customer manages an appointment: with its token when the change came through it.
 * The token is a slot, filled as the mail is sent (see link-slots.ts).
 */
export function manageUrl(origin: string, secret: string, id: number, withToken: boolean): string {
  return origin + trackingPagePath(id, withToken ? linkSlot(secret, 'manage', id) : undefined);
}

type ChangeDeps = Pick<AppDeps, 'config' | 'clock'>;

/** The mail fields every change shares, with the calendar file of the appointment as it now is. */
function common(deps: ChangeDeps, a: Appointment, url: string) {
  const { shop } = deps.config;
  const ics = bookingIcs({
    appointmentId: a.id,
    version: a.version,
    orderId: a.order_id,
    date: a.date,
    startTime: a.start_time,
    timeZone: shop.timeZone,
    shopName: shop.name,
    serviceNames: a.services.map((s) => s.name),
    address: formatAddress(shop.address),
    trackingUrl: url,
    cancelled: a.status === 'cancelled',
    now: deps.clock.now(),
  });
  const name = firstName(a.user.name);
  return {
    to: a.user.email,
    name,
    orderId: a.order_id,
    date: a.date,
    startTime: a.start_time,
    manageUrl: url,
    ics,
    shop,
  };
}

export function cancelledMail(deps: ChangeDeps, a: Appointment, url: string, feeCents: number): Mail {
  return cancellationMail({ ...common(deps, a, url), feeCents });
}

export function rescheduledMail(
  deps: ChangeDeps,
  a: Appointment,
  url: string,
  from: Pick<Appointment, 'date' | 'start_time'>,
): Mail {
  return movedMail({ ...common(deps, a, url), from: { date: from.date, startTime: from.start_time } });
}
