import type { Knex } from 'knex';
import type { Clock } from '../clock.ts';
import type { WriteCounts } from '../db/change-feed.ts';
import { asBoolean } from '../db/dialect.ts';
import { KEPT_ONE_VALUE, ReadCache } from '../db/read-cache.ts';

export interface FlagRow {
  name: string;
  enabled: boolean;
}

/** Feature flags, read on every page load by every visitor: kept while the change feed sees no write to them. */
export class FlagStore {
  private readonly kept: ReadCache<FlagRow[]>;

  constructor(
    private readonly db: Knex,
    writes: WriteCounts,
    clock?: Clock,
  ) {
    this.kept = new ReadCache(writes.of(['feature_flags']), KEPT_ONE_VALUE, clock);
  }

  /** Inside a transaction, pass it: the single connection is held by it. */
  list(db: Knex = this.db): Promise<FlagRow[]> {
    return this.kept.read(
      'all',
      async () =>
        (await db('feature_flags').select('name', 'enabled').orderBy('name')).map((f) => ({
          name: f.name as string,
          enabled: asBoolean(f.enabled),
        })),
      db,
    );
  }

  async set(trx: Knex, name: string, enabled: boolean, now: Date): Promise<void> {
    await trx('feature_flags').insert({ name, enabled, updated_at: now.toISOString() }).onConflict('name').merge();
  }
}
