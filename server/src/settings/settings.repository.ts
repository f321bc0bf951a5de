import type { Knex } from 'knex';
import { adminSettingsSchema, DEFAULT_SETTINGS, type AdminSettings } from '@shop/shared/settings/settings.schema';

/** Staff settings, read through a small cache because every admin token issue reads them. */
export class SettingsStore {
  private cached: AdminSettings | null = null;

  constructor(private readonly db: Knex) {}

  async get(trx: Knex = this.db): Promise<AdminSettings> {
    if (this.cached) return this.cached;
    const row = await trx('settings').where({ key: 'admin' }).first();
    const parsed = row ? adminSettingsSchema.safeParse(JSON.parse(row.value_json as string)) : null;
    this.cached = parsed?.success ? parsed.data : DEFAULT_SETTINGS;
    return this.cached;
  }

  async save(trx: Knex, settings: AdminSettings, now: Date): Promise<void> {
    await trx('settings')
      .insert({ key: 'admin', value_json: JSON.stringify(settings), updated_at: now.toISOString() })
      .onConflict('key')
      .merge();
    this.cached = null;
  }
}
