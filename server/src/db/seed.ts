import type { Knex } from 'knex';
import { FLAG_DEFAULTS } from '@shop/shared/flags/flag-defaults';
import { DEFAULT_SETTINGS } from '@shop/shared/settings/settings.schema';
import type { ShopConfig } from '@shop/shared/shop/shop-config.schema';
import { toCents } from '@shop/shared/money/format-money';

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

/** Inserts what a fresh database needs; rows already there are kept as they are. */
export async function seed(db: Knex, shop: ShopConfig, now: Date): Promise<void> {
  const at = now.toISOString();
  await db('services')
    .insert(CATALOG.map(({ price, ...s }) => ({ ...s, price_cents: toCents(shop.prices[String(s.id)] ?? price) })))
    .onConflict('id')
    .ignore();
  for (const [id, price] of Object.entries(shop.prices)) {
    await db('services')
      .where({ id: Number(id) })
      .update({ price_cents: toCents(price) });
  }
  await db('feature_flags')
    .insert(Object.entries(FLAG_DEFAULTS).map(([name, enabled]) => ({ name, enabled, updated_at: at })))
    .onConflict('name')
    .ignore();
  await db('settings')
    .insert({ key: 'admin', value_json: JSON.stringify(DEFAULT_SETTINGS), updated_at: at })
    .onConflict('key')
    .ignore();
}
