import { describe, expect, it } from 'vitest';
import { customerMatches, type SearchableCustomer } from '@shop/shared/customers/customer-search';
import type { CustomerHit } from '@shop/shared/customers/customer.schema';
import { adminBookingBody, adminTestApp } from '../test/test-app.ts';

const app = adminTestApp();

/** Customers whose names, emails, phones, plates and VINs overlap in digits and letters. */
const PEOPLE = [
  {
    first_name: 'Jo',
    last_name: 'Three',
    email: 'jo3@x.com',
    phone: '(510) 555-0133',
    license_plate: '3ABC123',
    vin: '',
  },
  {
    first_name: 'Ana',
    last_name: 'Lopez',
    email: 'ana@example.com',
    phone: '+1 415.555.0199',
    license_plate: '',
    vin: '1HGCM82633A004352',
  },
  {
    first_name: 'Mo',
    last_name: 'Ext',
    email: 'mo@x.io',
    phone: '510-555-0100 ext 3',
    license_plate: '7 xyz-000',
    vin: '',
  },
  { first_name: 'Li', last_name: 'Wu', email: 'li_wu@x.io', phone: '5103330177', license_plate: 'ANA 1', vin: '' },
];
const TERMS = [
  '',
  'jo3@x.com',
  '3',
  '555',
  '(510) 555',
  '+1 415',
  'ana',
  'ANA 1',
  '7xyz',
  '7 XYZ-0',
  '1hgcm 8263',
  '3a004',
  'li_',
  '%',
  'lopez',
  'o e',
  'x.io',
];

describe('customer search: the SQL and the shared matcher agree', () => {
  it('when any term is searched, then the API finds exactly the customers customerMatches finds', async () => {
    for (const [i, p] of PEOPLE.entries()) {
      const res = await app.t.call('POST', '/api/admin/appointments', {
        token: app.admin,
        body: adminBookingBody({ ...p, start_time: `1${i}:00`, end_time: `1${i + 1}:00` }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const customers = (await app.t
      .db('customers')
      .select('id', 'first_name', 'last_name', 'email', 'phone_digits')) as (SearchableCustomer & { id: number })[];
    const cars = (await app.t.db('vehicles').select('customer_id', 'plate_key', 'vin')) as {
      customer_id: number;
      plate_key: string;
      vin: string | null;
    }[];
    const searchable = customers.map((c) => ({
      ...c,
      vehicles: cars.filter((v) => Number(v.customer_id) === Number(c.id)),
    }));
    expect(searchable).toHaveLength(PEOPLE.length);
    const sizes = new Set<number>();
    for (const term of TERMS) {
      const res = await app.t.call('GET', `/api/admin/customers?q=${encodeURIComponent(term)}`, { token: app.admin });
      expect(res.status).toBe(200);
      const bySql = (res.body.customers as CustomerHit[]).map((c) => c.id).sort((a, b) => a - b);
      const byMatcher = searchable
        .filter((c) => customerMatches(c, term))
        .map((c) => Number(c.id))
        .sort((a, b) => a - b);
      expect(bySql, `"${term}"`).toEqual(byMatcher);
      sizes.add(bySql.length);
    }
    // The terms find none, one, some and all of them: the comparison is not all-or-nothing.
    expect(sizes.size).toBeGreaterThanOrEqual(4);
    const lopez = await app.t.call('GET', '/api/admin/customers?q=1hgcm', { token: app.admin });
    expect(lopez.body.customers).toEqual([
      {
        id: expect.any(Number),
        name: 'Ana Lopez',
        email: 'ana@example.com',
        phone: '+1 415.555.0199',
        vehicles: [{ id: expect.any(Number), label: '2020 Ford F-150' }],
      },
    ]);
  });

  it('when the search is longer than 100 characters or asked by a customer, then it is refused', async () => {
    const long = await app.t.call('GET', `/api/admin/customers?q=${'a'.repeat(101)}`, { token: app.admin });
    expect(long.status).toBe(400);
    expect(long.body.code).toBe('invalid_request');
    const anonymous = await app.t.call('GET', '/api/admin/customers?q=ana');
    expect(anonymous.status).toBe(401);
  });
});
