import { formatCents } from '@shop/shared/money/format-money';
import type { ShopConfig } from '@shop/shared/shop/shop-config.schema';
import { toDisplayMoment } from '@shop/shared/time/time-format';
import { trackingMessages } from '@shop/shared/tracking/messages';
import type { Mail } from './mailer.ts';

interface ChangeMailArgs {
  to: string;
  name: string;
  orderId: string;
  date: string;
  startTime: string;
  manageUrl: string;
  ics: string;
  shop: ShopConfig;
}

/** The updated calendar file: METHOD must match the file's own for calendars to apply it. */
const calendarFile = (orderId: string, ics: string, method: 'PUBLISH' | 'CANCEL') => ({
  filename: `${orderId}.ics`,
  content: ics,
  contentType: `text/calendar; charset=utf-8; method=${method}`,
});

const signature = (shop: ShopConfig) => `${shop.name} - ${shop.phone}`;

/** Sent when an appointment is cancelled, with the fee and a file that removes the calendar event. */
export function cancellationMail(a: ChangeMailArgs & { feeCents: number }): Mail {
  return {
    to: a.to,
    subject: `Cancelled: your appointment ${a.orderId} on ${toDisplayMoment(a.date, a.startTime)}`,
    text: [
      `Hello ${a.name},`,
      '',
      a.feeCents > 0 ? trackingMessages.cancelledWithFee(formatCents(a.feeCents)) : trackingMessages.cancelledFree,
      `It was set for ${toDisplayMoment(a.date, a.startTime)} (order ${a.orderId}).`,
      'The attached calendar file removes it from your calendar.',
      '',
      `Your appointment: ${a.manageUrl}`,
      '',
      signature(a.shop),
    ].join('\n'),
    links: [a.manageUrl],
    attachments: [calendarFile(a.orderId, a.ics, 'CANCEL')],
  };
}

/** Sent when an appointment moves, with a file that moves the calendar event. */
export function movedMail(a: ChangeMailArgs & { from: { date: string; startTime: string } }): Mail {
  const to = toDisplayMoment(a.date, a.startTime);
  return {
    to: a.to,
    subject: `Moved: your appointment ${a.orderId} is now on ${to}`,
    text: [
      `Hello ${a.name},`,
      '',
      trackingMessages.moved(to),
      `It was set for ${toDisplayMoment(a.from.date, a.from.startTime)}. There is no charge for the change.`,
      'The attached calendar file moves it in your calendar.',
      '',
      `Manage your appointment: ${a.manageUrl}`,
      '',
      signature(a.shop),
    ].join('\n'),
    links: [a.manageUrl],
    attachments: [calendarFile(a.orderId, a.ics, 'PUBLISH')],
  };
}
