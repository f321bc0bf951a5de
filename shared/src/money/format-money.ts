/**
 * Money is integer cents inside the server and shared rules; the API's JSON and the screens
 * speak dollars. These are the only conversions.
 */

/** Dollars (as the API sends them) to whole cents. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** Whole cents to dollars, for the JSON edge. */
export const toDollars = (cents: number): number => cents / 100;

/** Dollars with two decimals and a $ sign, e.g. 39.99 -> $39.99. */
export function formatMoney(dollars: number): string {
  return `$${dollars.toFixed(2)}`;
}

/** Cents as money text, e.g. 3999 -> $39.99. */
export function formatCents(cents: number): string {
  return formatMoney(toDollars(cents));
}

/** Cents as whole dollars with thousands separators, for totals at a glance, e.g. 431000 -> $4,310. */
export function formatWholeDollars(cents: number): string {
  return `$${Math.round(toDollars(cents)).toLocaleString('en-US')}`;
}
