import { toCents, toDollars } from '../money/format-money.ts';
import type { Service } from './service.schema.ts';

/** The catalog: ids 1, 3 and 4 are fixed (oil change, tire rotation, diagnostics). */
export const CATALOG = [
  {
    id: 1,
    name: 'Oil Change',
    duration_hours: 0.75,
    duration_label: '30-45 minutes',
    price: 39.99,
    description: 'Synthetic or conventional oil, new filter, fluid top-off and a multi-point inspection.',
  },
  {
    id: 2,
    name: 'Brake Service',
    duration_hours: 2,
    duration_label: '1-2 hours',
    price: 89.99,
    description: 'Pad and rotor inspection and replacement, caliper check and brake fluid service.',
  },
  {
    id: 3,
    name: 'Tire Rotation',
    duration_hours: 0.5,
    duration_label: '30 minutes',
    price: 24.99,
    description: 'Rotate all four tires, check pressure and tread depth for even wear.',
  },
  {
    id: 4,
    name: 'Engine Diagnostics',
    duration_hours: 2,
    duration_label: '1-2 hours',
    price: 79.99,
    description: 'Computer diagnostics, trouble-code reading and a clear explanation of what we find.',
  },
  {
    id: 5,
    name: 'Transmission Service',
    duration_hours: 3,
    duration_label: '2-3 hours',
    price: 129.99,
    description: 'Fluid exchange, filter replacement and a check of shifting and seals.',
  },
  {
    id: 6,
    name: 'Fluid Services',
    duration_hours: 1,
    duration_label: '1 hour',
    price: 49.99,
    description: 'Coolant, power steering, brake and washer fluids checked and refreshed.',
  },
  {
    id: 7,
    name: 'Battery Service',
    duration_hours: 0.5,
    duration_label: '30 minutes',
    price: 29.99,
    description: 'Battery and charging-system test, terminal cleaning and replacement if needed.',
  },
  {
    id: 8,
    name: 'AC Service',
    duration_hours: 2,
    duration_label: '1-2 hours',
    price: 89.99,
    description: 'Leak check, refrigerant recharge and cabin airflow check.',
  },
] as const;

export type CatalogRow = Omit<Service, 'price'> & { price_cents: number };

/** The rows a fresh database gets: the shop's configured prices (dollars, by id) over the defaults. */
export function catalogRows(prices: Record<string, number>): CatalogRow[] {
  return CATALOG.map(({ price, ...s }) => ({ ...s, price_cents: toCents(prices[String(s.id)] ?? price) }));
}

/** A row as GET /api/services answers it: the price in dollars. */
export const serviceFromRow = ({ price_cents, ...s }: CatalogRow): Service => ({ ...s, price: toDollars(price_cents) });
