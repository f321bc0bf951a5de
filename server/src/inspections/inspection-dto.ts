import type { Knex } from 'knex';
import { estimateTotals, lineTotalCents } from '@shop/shared/inspections/estimate-rules';
import type { Inspection, Photo } from '@shop/shared/inspections/inspection.schema';
import type { ShopConfig } from '@shop/shared/shop/shop-config.schema';
import { itemsOf, linesOf, type InspectionRow } from './inspections.repository.ts';
import { photosOf, type PhotoMeta } from './photos.repository.ts';

/** A photo's address on this server. */
export const photoPath = (id: string): string => `/api/photos/${encodeURIComponent(id)}`;

/** Where a photo is read: staff by their session, a customer by the appointment's token. */
export function photoView(p: PhotoMeta, token?: string): Photo {
  const base = photoPath(p.id);
  const t = token ? `t=${encodeURIComponent(token)}` : '';
  return {
    id: p.id,
    url: t ? `${base}?${t}` : base,
    thumb_url: `${base}?size=thumb${t ? `&${t}` : ''}`,
    width: p.width,
    height: p.height,
  };
}

/** The inspection as the API answers it (columns never leak), with photo urls for `token` if given. */
export async function toInspectionDto(
  db: Knex,
  row: InspectionRow,
  shop: Pick<ShopConfig, 'taxRatePercent' | 'laborRateCents'>,
  token?: string,
): Promise<Inspection> {
  const [items, lines, photos] = await Promise.all([itemsOf(db, row.id), linesOf(db, row.id), photosOf(db, row.id)]);
  return {
    id: row.id,
    appointment_id: row.appointment_id,
    vehicle_id: row.vehicle_id ?? null,
    status: row.status,
    version: row.version,
    items: items.map((i) => ({
      key: i.key,
      label: i.label,
      condition: i.condition,
      note: i.note,
      photos: photos.filter((p) => p.item_key === i.key).map((p) => photoView(p, token)),
    })),
    lines: lines.map((l) => ({
      id: l.id,
      item_key: l.item_key,
      kind: l.kind,
      description: l.description,
      quantity: Number(l.quantity),
      unit_price_cents: l.unit_price_cents,
      total_cents: lineTotalCents({ quantity: Number(l.quantity), unit_price_cents: l.unit_price_cents }),
      decision: l.decision,
    })),
    totals: estimateTotals(
      lines.map((l) => ({ ...l, quantity: Number(l.quantity) })),
      shop.taxRatePercent,
    ),
    tax_rate_percent: shop.taxRatePercent,
    labor_rate_cents: shop.laborRateCents,
    signed_name: row.signed_name,
    sent_at: row.sent_at,
    answered_at: row.answered_at,
  };
}
