import type { Service } from '../services/service.schema.ts';
import { toCents, toDollars } from '../money/format-money.ts';
import type { PriceLine } from './booking.schema.ts';

/** A catalog entry as the API gives it (dollars). */
export type PricedService = Pick<Service, 'id' | 'name' | 'price'>;
/** A catalog entry as the server holds it (cents). */
export interface CentsService {
  id: number;
  name: string;
  price_cents: number;
}

/** One priced line in cents; `original_price_cents` is the catalog price. */
export interface CentsLine {
  id: number;
  name: string;
  price_cents: number;
  original_price_cents: number;
}

export interface CentsQuote {
  lines: CentsLine[];
  subtotal_cents: number;
  discount_cents: number;
  total_cents: number;
}

/** The same quote in dollars, for screens. */
export interface PriceQuote {
  lines: PriceLine[];
  subtotal: number;
  discount: number;
  total: number;
}

export const OIL_CHANGE_ID = 1;
export const TIRE_ROTATION_ID = 3;
export const DIAGNOSTICS_ID = 4;
/** Oil Change + Tire Rotation saves $30, split evenly over the two lines. */
export const COMBO_SAVING_CENTS = 3000;
/** Adding Engine Diagnostics to that combo saves a further $10 on the diagnostics line. */
export const DIAGNOSTICS_ADDON_SAVING_CENTS = 1000;
/** The same savings in dollars, for texts. */
export const COMBO_SAVING = toDollars(COMBO_SAVING_CENTS);
export const DIAGNOSTICS_ADDON_SAVING = toDollars(DIAGNOSTICS_ADDON_SAVING_CENTS);

/** True when the selection earns the oil change + tire rotation combo. */
export function hasCombo(ids: readonly number[]): boolean {
  return ids.includes(OIL_CHANGE_ID) && ids.includes(TIRE_ROTATION_ID);
}

/**
 * Prices a selection of catalog services (cents) with the combo discounts. Unknown ids are
 * ignored; duplicates count once. A line never goes below zero.
 */
export function quoteCents(catalog: readonly CentsService[], ids: readonly number[]): CentsQuote {
  const unique = [...new Set(ids)];
  const chosen = unique.map((id) => catalog.find((s) => s.id === id)).filter((s): s is CentsService => s !== undefined);
  const saving = new Map<number, number>();
  if (hasCombo(unique)) {
    saving.set(OIL_CHANGE_ID, COMBO_SAVING_CENTS / 2);
    saving.set(TIRE_ROTATION_ID, COMBO_SAVING_CENTS / 2);
    if (unique.includes(DIAGNOSTICS_ID)) saving.set(DIAGNOSTICS_ID, DIAGNOSTICS_ADDON_SAVING_CENTS);
  }
  const lines = chosen.map((s) => ({
    id: s.id,
    name: s.name,
    price_cents: Math.max(0, s.price_cents - (saving.get(s.id) ?? 0)),
    original_price_cents: s.price_cents,
  }));
  const subtotal = lines.reduce((sum, l) => sum + l.original_price_cents, 0);
  const total = lines.reduce((sum, l) => sum + l.price_cents, 0);
  return { lines, subtotal_cents: subtotal, discount_cents: subtotal - total, total_cents: total };
}

/** A cents line as the API shows it: dollars, with the catalog price only when discounted. */
export function toPriceLine(l: CentsLine): PriceLine {
  const line = { id: l.id, name: l.name, price: toDollars(l.price_cents) };
  return l.price_cents < l.original_price_cents ? { ...line, originalPrice: toDollars(l.original_price_cents) } : line;
}

/** The quote of a catalog in dollars (as GET /api/services gives it), in dollars, for screens. */
export function priceServices(catalog: readonly PricedService[], ids: readonly number[]): PriceQuote {
  const q = quoteCents(
    catalog.map((s) => ({ id: s.id, name: s.name, price_cents: toCents(s.price) })),
    ids,
  );
  return {
    lines: q.lines.map(toPriceLine),
    subtotal: toDollars(q.subtotal_cents),
    discount: toDollars(q.discount_cents),
    total: toDollars(q.total_cents),
  };
}
