import type { Knex } from 'knex';
import { recommendationMessages as m } from '@shop/shared/recommendations/messages';
import type { VehicleRecommendation } from '@shop/shared/vehicles/vehicle-page.schema';
import { photoPath } from '../inspections/inspection-dto.ts';
import { photosOfItems, type RecommendationRow } from './recommendations.repository.ts';

/** A photo's address; a customer's carries the car's token (or the slot a stored message fills with it). */
export const recommendationPhotoUrl = (photoId: string, token?: string): string =>
  token ? `${photoPath(photoId)}?t=${encodeURIComponent(token)}` : photoPath(photoId);

/** Recommendations as the API answers them (columns never leak), with the photos of the items they came from. */
export async function toRecommendationDtos(
  db: Knex,
  rows: RecommendationRow[],
  token?: string,
): Promise<VehicleRecommendation[]> {
  const photos = await photosOfItems(db, rows);
  return rows.map((r) => ({
    id: r.id,
    vehicle_id: r.vehicle_id,
    customer_id: r.customer_id,
    description: r.description,
    condition: m.condition(r.item_condition, r.condition_note),
    price_cents: r.price_cents,
    declined_at: r.declined_at,
    odometer: r.odometer,
    photo_urls: photos
      .filter((p) => p.inspection_id === r.inspection_id && p.item_key === r.item_key)
      .map((p) => recommendationPhotoUrl(p.id, token)),
    status: r.status,
    messages_sent: Number(r.messages_sent),
  }));
}
