import type { Knex } from 'knex';
import { FLAG_DEFAULTS } from '@shop/shared/flags/flag-defaults';
import { DEFAULT_SETTINGS } from '@shop/shared/settings/settings.schema';
import type { ShopConfig } from '@shop/shared/shop/shop-config.schema';
import { toCents } from '@shop/shared/money/format-money';
import { catalogRows } from '@shop/shared/services/catalog-seed';
import { seedMaintenance } from '../maintenance/maintenance-rules.repository.ts';

/** Inserts what a fresh database needs; rows already there are kept as they are. */
export async function seed(db: Knex, shop: ShopConfig, now: Date): Promise<void> {
  const at = now.toISOString();
  await db('services').insert(catalogRows(shop.prices)).onConflict('id').ignore();
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
  // Seeding a database migrated only part of the way (as tests of older migrations do) skips them.
  if (await db.schema.hasTable('maintenance_rules')) await seedMaintenance(db, now);
}
