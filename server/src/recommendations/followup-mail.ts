import { recommendationMessages as m } from '@shop/shared/recommendations/messages';
import { recommendationsPagePath } from '@shop/shared/recommendations/recommendation-links';
import type { ShopConfig } from '@shop/shared/shop/shop-config.schema';
import { shopDateOf } from '@shop/shared/time/shop-time';
import { vehicleLabel } from '@shop/shared/vehicles/vehicle-label';
import { carLinkSlot } from '../links/link-slots.ts';
import type { CarLink } from '../vehicles/vehicle-token.ts';
import type { Mail } from '../mail/mailer.ts';
import { unsubscribeHeaders, unsubscribeUrl } from '../notifications/unsubscribe.ts';
import { recommendationPhotoUrl } from './recommendation-dto.ts';
import type { FollowupAddress } from './followups.repository.ts';
import type { RecommendationRow } from './recommendations.repository.ts';

export interface FollowupMessage {
  mail: Mail;
  sms: string;
}

/**
 * The car's page of open recommendations; the stored message holds the car's link slot, filled
 * with its token as it leaves (link-slots.ts), never the token itself.
 */
export const recommendationsUrl = (origin: string, secret: string, car: CarLink): string =>
  `${origin}${recommendationsPagePath(car.id, carLinkSlot(secret, car))}`;

/** One follow-up to a car: the lines named, one inspection photo, the link, and the way to stop reminders. */
export function followupMessage(
  to: FollowupAddress,
  lines: RecommendationRow[],
  photoId: string | null,
  ctx: { origin: string; secret: string; shop: ShopConfig },
): FollowupMessage {
  const car = vehicleLabel({ year: to.year, make: to.make, model: to.model, plate: '' });
  const link = { id: to.vehicle_id, customer_id: to.customer_id };
  const url = recommendationsUrl(ctx.origin, ctx.secret, link);
  const slot = carLinkSlot(ctx.secret, link);
  const photo = photoId ? `${ctx.origin}${recommendationPhotoUrl(photoId, slot)}` : null;
  const unsubscribe = unsubscribeUrl(ctx.origin, ctx.secret, to.email);
  const text = [
    m.mailIntro(to.first_name, car, shopDateOf(new Date(lines[0]!.declined_at), ctx.shop.timeZone)),
    '',
    ...lines.map((l) => m.mailLine(l.description, l.price_cents, m.condition(l.item_condition, l.condition_note))),
    ...(photo ? ['', m.mailPhoto(photo)] : []),
    '',
    m.mailAction(url),
    '',
    `${ctx.shop.name} - ${ctx.shop.phone}`,
    '',
    `No more reminders: ${unsubscribe}`,
  ].join('\n');
  return {
    mail: {
      to: to.email,
      subject: m.mailSubject(ctx.shop.name, car),
      text,
      headers: unsubscribeHeaders(unsubscribe),
      links: [url, ...(photo ? [photo] : []), unsubscribe],
    },
    sms: m.sms(ctx.shop.name, car, lines.length, url),
  };
}
