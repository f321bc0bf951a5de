import type { Knex } from 'knex';
import type { Clock } from '../clock.ts';
import type { WriteCounts } from '../db/change-feed.ts';
import { KEPT_ONE_VALUE, ReadCache } from '../db/read-cache.ts';
import { adminSettingsSchema, DEFAULT_SETTINGS, type AdminSettings } from '@shop/shared/settings/settings.schema';

/** Staff settings, kept while the change feed sees no write to them: every admin token issue reads them. */
export class SettingsStore {
  private readonly kept: ReadCache<AdminSettings>;

  constructor(
    private readonly db: Knex,
    writes: WriteCounts,
    clock?: Clock,
  ) {
    this.kept = new ReadCache(writes.of(['settings']), KEPT_ONE_VALUE, clock);
  }

  /** Inside a transaction, pass it: the single connection is held by it. */
  get(trx: Knex = this.db): Promise<AdminSettings> {
    return this.kept.read(
      'admin',
      async () => {
        const row = await trx('settings').where({ key: 'admin' }).first();
        const parsed = row ? adminSettingsSchema.safeParse(JSON.parse(row.value_json as string)) : null;
        return parsed?.success ? parsed.data : DEFAULT_SETTINGS;
      },
      trx,
    );
  }

  async save(trx: Knex, settings: AdminSettings, now: Date): Promise<void> {
    await trx('settings')
      .insert({ key: 'admin', value_json: JSON.stringify(settings), updated_at: now.toISOString() })
      .onConflict('key')
      .merge();
  }
}
