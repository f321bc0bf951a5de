import type { Knex } from 'knex';
import { customerSearchNeedles } from '@shop/shared/customers/customer-search';
import type { CustomerRow } from './customers.repository.ts';
import type { VehicleRow } from '../vehicles/vehicles.repository.ts';

/** How many customers one search answers: a picker, not a report. */
export const CUSTOMER_SEARCH_LIMIT = 50;

const contains = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The shared customerMatches in one statement: name, email, phone digits, or a plate or VIN of one
 * of her cars (not merged away). Keys are stored upper-case and compared upper-case, so LIKE means
 * the same on SQLite (case-blind) and PostgreSQL (case-sensitive).
 */
export function searchCustomers(db: Knex, term: string, limit = CUSTOMER_SEARCH_LIMIT): Promise<CustomerRow[]> {
  const n = customerSearchNeedles(term);
  const q = db<CustomerRow>('customers as c').select('c.*');
  if (n.text !== '')
    q.where((w) => {
      w.whereRaw("lower(c.first_name || ' ' || c.last_name) LIKE ? ESCAPE '\\'", [contains(n.text)]).orWhereRaw(
        "lower(c.email) LIKE ? ESCAPE '\\'",
        [contains(n.text)],
      );
      if (n.phoneDigits !== null) w.orWhere('c.phone_digits', 'like', contains(n.phoneDigits));
      const cars = (v: Knex.QueryBuilder) => {
        if (n.plate !== '') v.orWhere('v.plate_key', 'like', contains(n.plate));
        if (n.vin !== null) v.orWhere('v.vin', 'like', contains(n.vin));
      };
      if (n.plate !== '' || n.vin !== null)
        w.orWhereExists(
          db('vehicles as v')
            .select(db.ref('v.id'))
            .whereRaw('v.customer_id = c.id')
            .whereNull('v.merged_into')
            .where(cars),
        );
    });
  return q.orderBy([{ column: 'c.last_name' }, { column: 'c.first_name' }, { column: 'c.id' }]).limit(limit);
}

/** The cars (not merged away) of some customers, oldest first. */
export function vehiclesOfCustomers(db: Knex, customerIds: number[]): Promise<VehicleRow[]> {
  if (customerIds.length === 0) return Promise.resolve([]);
  return db<VehicleRow>('vehicles').whereIn('customer_id', customerIds).whereNull('merged_into').orderBy('id');
}
