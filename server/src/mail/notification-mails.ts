import { noShowMessages } from '@shop/shared/appointments/no-show';
import type { ShopConfig } from '@shop/shared/shop/shop-config.schema';
import { withReminderAction } from '@shop/shared/tracking/tracking-links';
import { formatAddress } from '@shop/shared/shop/shop-format';
import { toDisplayMoment } from '@shop/shared/time/time-format';
import { unsubscribeHeaders } from '../notifications/unsubscribe.ts';
import type { Mail } from './mailer.ts';

export interface CustomerMailArgs {
  to: string;
  name: string;
  orderId: string;
  date: string;
  startTime: string;
  services: string;
  manageUrl: string | null;
  shop: ShopConfig;
}

/** The manage link, the one clickable URL of these mails (with the unsubscribe link of a reminder). */
const manageLink = (a: CustomerMailArgs) => (a.manageUrl ? [a.manageUrl] : []);

const footer = (a: CustomerMailArgs) => [
  '',
  ...(a.manageUrl ? [`Your appointment: ${a.manageUrl}`, ''] : []),
  `${a.shop.name} - ${a.shop.phone}`,
];

/** Sent REMINDER_HOURS_BEFORE the start, with a one-click way to stop reminders (RFC 8058). */
export function reminderMail(a: CustomerMailArgs & { unsubscribeUrl: string }): Mail {
  const when = toDisplayMoment(a.date, a.startTime);
  return {
    to: a.to,
    subject: `Reminder: your appointment at ${a.shop.name} on ${when}`,
    text: [
      `Hello ${a.name},`,
      '',
      `This is a reminder of your appointment on ${when} (order ${a.orderId}): ${a.services}.`,
      `Where: ${formatAddress(a.shop.address)}. Please arrive 10-15 minutes early.`,
      'Need another time? Reschedule or cancel from the link below.',
      ...(a.manageUrl
        ? [
            '',
            `${noShowMessages.confirmAction}: ${withReminderAction(a.manageUrl, 'confirm')}`,
            `${noShowMessages.releaseAction} (the page shows what cancelling costs first): ${withReminderAction(a.manageUrl, 'release')}`,
          ]
        : []),
      ...footer(a),
      '',
      `No more reminders: ${a.unsubscribeUrl}`,
    ].join('\n'),
    headers: unsubscribeHeaders(a.unsubscribeUrl),
    links: [
      ...manageLink(a),
      ...(a.manageUrl ? [withReminderAction(a.manageUrl, 'confirm'), withReminderAction(a.manageUrl, 'release')] : []),
      a.unsubscribeUrl,
    ],
  };
}

/** Sent when staff mark the work completed. */
export function readyMail(a: CustomerMailArgs): Mail {
  return {
    to: a.to,
    subject: `Your car is ready for pickup - ${a.shop.name}`,
    text: [
      `Hello ${a.name},`,
      '',
      `Good news: the work on your car is done (order ${a.orderId}: ${a.services}). It is ready for pickup.`,
      `Pick it up at ${formatAddress(a.shop.address)} during opening hours.`,
      ...footer(a),
    ].join('\n'),
    links: manageLink(a),
  };
}

/** Sent when staff add a progress note to the timeline. */
export function progressMail(a: CustomerMailArgs & { note: string }): Mail {
  return {
    to: a.to,
    subject: `Update on your appointment ${a.orderId} - ${a.shop.name}`,
    text: [`Hello ${a.name},`, '', `An update from the shop: ${a.note}`, ...footer(a)].join('\n'),
    links: manageLink(a),
  };
}

const STAFF_FOOTER = ['', 'Sent because Settings > Notifications > Email is on.'];

/** An alert to one staff address. */
export function staffAlertMail(to: string, subject: string, lines: string[], shop: ShopConfig): Mail {
  return { to, subject: `${shop.name}: ${subject}`, text: [...lines, ...STAFF_FOOTER].join('\n') };
}

/** A staff alert with one more line, above its footer (a digest gathering changes). */
export function withAlertLine(mail: Mail, line: string): Mail {
  const lines = mail.text.split('\n');
  return { ...mail, text: [...lines.slice(0, -STAFF_FOOTER.length), line, ...STAFF_FOOTER].join('\n') };
}
