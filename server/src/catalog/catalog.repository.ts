import type { Knex } from 'knex';
import type { Clock } from '../clock.ts';
import type { WriteCounts } from '../db/change-feed.ts';
import { KEPT_ONE_VALUE, ReadCache } from '../db/read-cache.ts';
import { encodedOnce, type JsonAnswer } from '../http/json-answer.ts';
import type { CentsService } from '@shop/shared/bookings/pricing';
import { serviceFromRow, type CatalogRow } from '@shop/shared/services/catalog-seed';
import type { Service } from '@shop/shared/services/service.schema';

/** The catalog as GET /api/services answers it: prices in dollars. */
const servicesOf = (rows: CatalogRow[]): Service[] => rows.map(serviceFromRow);

/** The service catalog, kept while the change feed sees no write to it (it changes by seeding). */
export class CatalogStore {
  private readonly kept: ReadCache<CatalogRow[]>;
  private readonly answerOf = encodedOnce(servicesOf);

  constructor(
    private readonly db: Knex,
    writes: WriteCounts,
    clock?: Clock,
  ) {
    this.kept = new ReadCache(writes.of(['services']), KEPT_ONE_VALUE, clock);
  }

  /** Inside a transaction, pass it: the single connection is held by it (knex#2820). */
  private load(db: Knex): Promise<CatalogRow[]> {
    return this.kept.read(
      'active',
      async () =>
        (await db('services')
          .where({ active: true })
          .orderBy('id')
          .select('id', 'name', 'duration_hours', 'price_cents', 'description', 'duration_label')) as CatalogRow[],
      db,
    );
  }

  /** As GET /api/services answers it. */
  async list(db: Knex = this.db): Promise<Service[]> {
    return servicesOf(await this.load(db));
  }

  /** GET /api/services's answer, encoded once per read of the catalog. */
  async listAnswer(): Promise<JsonAnswer> {
    return this.answerOf(await this.load(this.db));
  }

  /** As pricing needs it: prices in cents. */
  async priced(db: Knex = this.db): Promise<CentsService[]> {
    return (await this.load(db)).map((s) => ({ id: s.id, name: s.name, price_cents: s.price_cents }));
  }
}
