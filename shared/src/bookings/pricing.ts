/** A catalog entry as pricing needs it; prices in dollars. */
export interface PricedService {
  id: number;
  name: string;
  price: number;
}

export interface PriceLine {
  id: number;
  name: string;
  /** What is charged for this line. */
  price: number;
  /** The catalog price, present only when the line is discounted. */
  originalPrice?: number;
}

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
export const COMBO_SAVING = 30;
/** Adding Engine Diagnostics to that combo saves a further $10 on the diagnostics line. */
export const DIAGNOSTICS_ADDON_SAVING = 10;

const cents = (dollars: number): number => Math.round(dollars * 100);
const dollars = (c: number): number => c / 100;

/** True when the selection earns the oil change + tire rotation combo. */
export function hasCombo(ids: readonly number[]): boolean {
  return ids.includes(OIL_CHANGE_ID) && ids.includes(TIRE_ROTATION_ID);
}

/**
 * Prices a selection of catalog services with the combo discounts. Unknown ids are ignored;
 * duplicates count once. A line never goes below zero.
 */
export function priceServices(catalog: readonly PricedService[], ids: readonly number[]): PriceQuote {
  const unique = [...new Set(ids)];
  const chosen = unique
    .map((id) => catalog.find((s) => s.id === id))
    .filter((s): s is PricedService => s !== undefined);
  const combo = hasCombo(unique);
  const saving = new Map<number, number>();
  if (combo) {
    saving.set(OIL_CHANGE_ID, cents(COMBO_SAVING / 2));
    saving.set(TIRE_ROTATION_ID, cents(COMBO_SAVING / 2));
    if (unique.includes(DIAGNOSTICS_ID)) saving.set(DIAGNOSTICS_ID, cents(DIAGNOSTICS_ADDON_SAVING));
  }
  let subtotal = 0;
  let total = 0;
  const lines = chosen.map((s) => {
    const original = cents(s.price);
    const charged = Math.max(0, original - (saving.get(s.id) ?? 0));
    subtotal += original;
    total += charged;
    return charged < original
      ? { id: s.id, name: s.name, price: dollars(charged), originalPrice: dollars(original) }
      : { id: s.id, name: s.name, price: dollars(charged) };
  });
  return { lines, subtotal: dollars(subtotal), discount: dollars(subtotal - total), total: dollars(total) };
}

/** Dollars with two decimals and a $ sign, e.g. 39.99 -> $39.99. */
export function formatMoney(amount: number): string {
  return `$${amount.toFixed(2)}`;
}
