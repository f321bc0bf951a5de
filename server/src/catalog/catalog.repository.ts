import type { Knex } from 'knex';
import type { CentsService } from '@shop/shared/bookings/pricing';
import { serviceFromRow, type CatalogRow } from '@shop/shared/services/catalog-seed';
import type { Service } from '@shop/shared/services/service.schema';

/** The service catalog. It changes only by seeding, so it is read once and kept. */
export class CatalogStore {
  private rows: CatalogRow[] | null = null;

  constructor(private readonly db: Knex) {}

  /** Inside a transaction, pass it: the single connection is held by it (knex#2820). */
  private async load(db: Knex): Promise<CatalogRow[]> {
    this.rows ??= (await db('services')
      .where({ active: true })
      .orderBy('id')
      .select('id', 'name', 'duration_hours', 'price_cents', 'description', 'duration_label')) as CatalogRow[];
    return this.rows;
  }

  /** As GET /api/services answers it: prices in dollars. */
  async list(db: Knex = this.db): Promise<Service[]> {
    return (await this.load(db)).map(serviceFromRow);
  }

  /** As pricing needs it: prices in cents. */
  async priced(db: Knex = this.db): Promise<CentsService[]> {
    return (await this.load(db)).map((s) => ({ id: s.id, name: s.name, price_cents: s.price_cents }));
  }
}
