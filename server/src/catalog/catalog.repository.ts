import type { Knex } from 'knex';
import type { Service } from '@shop/shared/services/service.schema';

/** The service catalog. It changes only by seeding, so it is read once and kept. */
export class CatalogStore {
  private services: Service[] | null = null;

  constructor(private readonly db: Knex) {}

  /** Inside a transaction, pass it: the single connection is held by it (knex#2820). */
  async list(db: Knex = this.db): Promise<Service[]> {
    if (!this.services) {
      const rows = await db('services').where({ active: true }).orderBy('id');
      this.services = rows.map((r) => ({
        id: r.id as number,
        name: r.name as string,
        duration_hours: r.duration_hours as number,
        price: (r.price_cents as number) / 100,
        description: r.description as string,
        duration_label: r.duration_label as string,
      }));
    }
    return this.services;
  }

}
