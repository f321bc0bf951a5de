import type { FollowupNotice } from '@shop/shared/notifications/notices';
import { recommendationMessages as m } from '@shop/shared/recommendations/messages';
import { recommendationsPagePath } from '@shop/shared/recommendations/recommendation-links';
import type { ShopConfig } from '@shop/shared/shop/shop-config.schema';
import { shopDateOf } from '@shop/shared/time/shop-time';
import { vehicleLabel } from '@shop/shared/vehicles/vehicle-label';
import { carLinkSlot } from '../links/link-slots.ts';
import type { CarLink } from '../vehicles/vehicle-token.ts';
import { unsubscribeUrl } from '../notifications/unsubscribe.ts';
import { recommendationPhotoUrl } from './recommendation-dto.ts';
import type { FollowupAddress } from './followups.repository.ts';
import type { RecommendationRow } from './recommendations.repository.ts';

/**
 * The car's page of open recommendations; the stored message holds the car's link slot, filled
 * with its token as it leaves (link-slots.ts), never the token itself.
 */
export const recommendationsUrl = (origin: string, secret: string, car: CarLink): string =>
  `${origin}${recommendationsPagePath(car.id, carLinkSlot(secret, car))}`;

/** One follow-up to a car, said once: the lines, one inspection photo, the link, and the way to stop reminders. */
export function followupNotice(
  to: FollowupAddress,
  lines: RecommendationRow[],
  photoId: string | null,
  ctx: { origin: string; secret: string; shop: ShopConfig },
): FollowupNotice {
  const link = { id: to.vehicle_id, customer_id: to.customer_id };
  const slot = carLinkSlot(ctx.secret, link);
  return {
    kind: 'declined_followup',
    to: { email: to.email, phone: to.phone },
    firstName: to.first_name,
    car: vehicleLabel({ year: to.year, make: to.make, model: to.model, plate: '' }),
    declinedOn: shopDateOf(new Date(lines[0]!.declined_at), ctx.shop.timeZone),
    lines: lines.map((l) => ({
      description: l.description,
      priceCents: l.price_cents,
      condition: m.condition(l.item_condition, l.condition_note),
    })),
    photoUrl: photoId ? `${ctx.origin}${recommendationPhotoUrl(photoId, slot)}` : null,
    url: recommendationsUrl(ctx.origin, ctx.secret, link),
    unsubscribeUrl: unsubscribeUrl(ctx.origin, ctx.secret, to.email),
  };
}
