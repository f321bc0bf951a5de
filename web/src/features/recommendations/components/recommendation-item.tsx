import type { VehicleRecommendation } from '@shop/shared/vehicles/vehicle-page.schema';
import { recommendationMessages as m } from '@shop/shared/recommendations/messages';

/** One open line as its owner sees it: what, why, how much, when, and the inspection's photos. */
export function RecommendationItem({ r }: { r: VehicleRecommendation }) {
  return (
    <li className="card stack">
      <h2>
        {r.description}: {m.page.price(r.price_cents)}
      </h2>
      {r.condition && <p>{r.condition}</p>}
      <p className="hint">
        {m.page.declinedOn(r.declined_at.slice(0, 10))}
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
