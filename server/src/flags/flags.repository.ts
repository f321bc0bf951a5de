import type { Knex } from 'knex';

export interface FlagRow {
  name: string;
  enabled: boolean;
}

/** Feature flags, read on every page load by every visitor: kept in memory, dropped on each change. */
export class FlagStore {
  private cached: FlagRow[] | null = null;

  constructor(private readonly db: Knex) {}

  /** Inside a transaction, pass it: the single connection is held by it. */
  async list(db: Knex = this.db): Promise<FlagRow[]> {
    this.cached ??= (await db('feature_flags').select('name', 'enabled').orderBy('name')).map((f) => ({
      name: f.name as string,
      enabled: Boolean(f.enabled),
    }));
    return this.cached;
  }

  async set(trx: Knex, name: string, enabled: boolean, now: Date): Promise<void> {
    await trx('feature_flags').insert({ name, enabled, updated_at: now.toISOString() }).onConflict('name').merge();
    this.cached = null;
  }
}
