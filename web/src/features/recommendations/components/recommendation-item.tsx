import type { VehicleRecommendation } from '@shop/shared/vehicles/vehicle-page.schema';
import { recommendationMessages as m } from '@shop/shared/recommendations/messages';
import { shopDateOf } from '@shop/shared/time/shop-time';
import { useShopZone } from '@/features/shop/api/use-shop.ts';

/** One open line as its owner sees it: what, why, how much, when, and the inspection's photos. */
export function RecommendationItem({ r }: { r: VehicleRecommendation }) {
  const zone = useShopZone();
  return (
    <li className="card stack">
      <h2>
        {r.description}: {m.page.price(r.price_cents)}
      </h2>
      {r.condition && <p>{r.condition}</p>}
      <p className="hint">
        {m.page.declinedOn(shopDateOf(new Date(r.declined_at), zone))}
        {r.odometer !== null ? ` ${m.page.odometer(r.odometer)}` : ''}
      </p>
      {r.photo_urls.length > 0 && (
        <div className="button-row">
          {r.photo_urls.map((url) => (
            <a key={url} href={url}>
              <img src={url} alt={m.page.photoAlt(r.description)} width={160} loading="lazy" />
            </a>
          ))}
        </div>
      )}
    </li>
  );
}
