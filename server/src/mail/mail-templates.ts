import { cancellationPolicyText } from '@shop/shared/bookings/cancellation';
import { formatCents } from '@shop/shared/money/format-money';
import { type ShopConfig } from '@shop/shared/shop/shop-config.schema';
import { formatAddress } from '@shop/shared/shop/shop-format';
import { shopMomentOf } from '@shop/shared/time/shop-time';
import { toDisplayDate, toDisplayTime } from '@shop/shared/time/time-format';
import type { Mail } from './mailer.ts';

export function bookingConfirmationMail(args: {
  to: string;
  name: string;
  orderId: string;
  date: string;
  startTime: string;
  services: { name: string; price_cents: number }[];
  totalCents: number;
  lateFeeCents: number;
  trackingUrl: string;
  ics: string;
  shop: ShopConfig;
}): Mail {
  const lines = args.services.map((s) => `  - ${s.name}: ${formatCents(s.price_cents)}`).join('\n');
  return {
    to: args.to,
    subject: `Your appointment ${args.orderId} on ${toDisplayDate(args.date)}`,
    text: [
      `Hello ${args.name},`,
      '',
      `Thank you for booking with ${args.shop.name}. Your appointment is confirmed:`,
      '',
      `  Order: ${args.orderId}`,
      `  When: ${toDisplayDate(args.date)} at ${toDisplayTime(args.startTime)}`,
      `  Where: ${formatAddress(args.shop.address)}`,
      '',
      'Services:',
      lines,
      `  Total: ${formatCents(args.totalCents)}`,
      '',
      cancellationPolicyText(formatCents(args.lateFeeCents)),
      'Please arrive 10-15 minutes early.',
      '',
      `Manage your appointment (reschedule, cancel, add to calendar): ${args.trackingUrl}`,
      '',
      `${args.shop.name} - ${args.shop.phone}`,
    ].join('\n'),
    links: [args.trackingUrl],
    attachments: [
      {
        filename: `${args.orderId}.ics`,
        content: args.ics,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}

export function passwordResetMail(to: string, link: string, shop: ShopConfig): Mail {
  return {
    to,
    subject: `Reset your ${shop.name} password`,
    text: [
      'Someone asked to reset the password of your account.',
      '',
      `Set a new password here (the link works once, for one hour): ${link}`,
      '',
      'If it was not you, ignore this message; your password stays as it is.',
    ].join('\n'),
    links: [link],
  };
}

/** A registration's link, saying when it was asked for (shop time) and that ignoring it is safe. */
export function confirmEmailMail(to: string, link: string, a: { shop: ShopConfig; askedAt: Date }): Mail {
  const { shop } = a;
  const when = shopMomentOf(a.askedAt, shop.timeZone);
  return {
    to,
    subject: `Confirm your email for ${shop.name}`,
    text: [
      `On ${when} (shop time), someone registered an account at ${shop.name} with this email.`,
      '',
      'To finish, open this link and type the password you chose when registering (the link works once, for one day):',
      link,
      '',
      'If it was not you, ignore this message; that is safe: without that password nothing happens, no account is made and nothing of yours is shared.',
    ].join('\n'),
    links: [link],
  };
}

export function requestReceivedMail(to: string, name: string, services: string[], shop: ShopConfig): Mail {
  return {
    to,
    subject: `We received your appointment request - ${shop.name}`,
    text: [
      `Hello ${name},`,
      '',
      `We received your request for: ${services.join(', ')}.`,
      'We will call or email you to confirm a time.',
      '',
      `${shop.name} - ${shop.phone}`,
    ].join('\n'),
  };
}
