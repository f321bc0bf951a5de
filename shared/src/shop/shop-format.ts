import type { ShopConfig } from './shop-config.schema.ts';

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** One line of a one-line postal address. */
export function formatAddress(a: ShopConfig['address']): string {
  return `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;
}
