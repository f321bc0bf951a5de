import type { ShopConfig } from '@shop/shared/shop/shop-config.schema';
import { toDisplayDate } from '@shop/shared/time/time-format';
import { waitlistMessages as m } from '@shop/shared/waitlist/messages';
import type { Mail } from './mailer.ts';

/** The mail of a join: the place in line and the day, with the entry's page (where it can be left). */
export function waitlistJoinedMail(a: {
  to: string;
  name: string;
  date: string;
  position: number;
  pageUrl: string;
  shop: ShopConfig;
}): Mail {
  const day = toDisplayDate(a.date);
  return {
    to: a.to,
    subject: m.joinedSubject(day),
    text: [
      ...m.joinedLines(a.name, a.position, day),
      '',
      `${m.joinedPage}: ${a.pageUrl}`,
      '',
      `${a.shop.name} - ${a.shop.phone}`,
    ].join('\n'),
    links: [a.pageUrl],
  };
}
