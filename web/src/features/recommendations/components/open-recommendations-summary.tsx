import { useQuery } from '@tanstack/react-query';
import { recommendationMessages as m } from '@shop/shared/recommendations/messages';
import { shopDateOf } from '@shop/shared/time/shop-time';
import type { VehicleRecommendation } from '@shop/shared/vehicles/vehicle-page.schema';
import { useShopZone } from '@/features/shop/api/use-shop.ts';
import { vehicleQuery } from '@/features/vehicles/api/vehicle-queries.ts';

/** The car's open recommendations by the shop day they were declined, leaving out `except` (lines already on an estimate). */
export function openByDay(
  recommendations: VehicleRecommendation[],
  zone: string,
  except: ReadonlySet<string> = new Set(),
): [string, VehicleRecommendation[]][] {
  const days = new Map<string, VehicleRecommendation[]>();
  for (const r of recommendations)
    if (r.status === 'open' && !except.has(r.description)) {
      const day = shopDateOf(new Date(r.declined_at), zone);
      days.set(day, [...(days.get(day) ?? []), r]);
    }
  return [...days];
}

/**
 * At check-in: "2 open recommendations from Mar 03, 2026: Brake pads, Wipers", read from the car's
 * page the device keeps (offline too). The inspection page adds them to the estimate in one tap.
 */
export function OpenRecommendationsSummary({ vehicleId }: { vehicleId: number }) {
  const car = useQuery(vehicleQuery(vehicleId));
  const zone = useShopZone();
  const groups = car.data ? openByDay(car.data.recommendations, zone) : [];
  if (groups.length === 0) return null;
  return (
    <section className="notice-box" aria-label={m.staff.listTitle}>
      {groups.map(([day, list]) => (
        <p key={day}>
          {m.staff.fromVisit(list.length, day)}: {list.map((r) => r.description).join(', ')}
        </p>
      ))}
    </section>
  );
}
