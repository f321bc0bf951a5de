import { adminSearchQuerySchema } from '@shop/shared/appointments/appointments.schema';
import { matchesSearch, type SearchState } from '@shop/shared/appointments/appointment-filters';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import { describe, expect, it } from 'vitest';
import { phoneDigitsColumn } from '../db/migration-007-phone-digits.ts';
import { adminBookingBody, adminTestApp } from '../test/test-app.ts';

const app = adminTestApp();

/** Customers whose emails, names and plates hold digits, and phones written every which way. */
const PEOPLE = [
  { first_name: 'Jo', last_name: 'Three', email: 'jo3@x.com', phone: '(510) 555-0133', license_plate: '3ABC123' },
  { first_name: 'Ana', last_name: 'Lopez', email: 'ana@example.com', phone: '+1 415.555.0199', license_plate: '' },
  { first_name: 'Mo', last_name: 'Ext', email: 'mo@x.io', phone: '510-555-0100 ext 3', license_plate: '7XYZ000' },
  { first_name: 'Li', last_name: 'Wu', email: 'li@x.io', phone: '5103330177', license_plate: '' },
];
const TERMS = [
  'jo3@x.com',
  '3',
  '55',
  '555',
  '(510) 555',
  '+1 415',
  '415-555',
  '510.555.01',
  '0100 3',
  'ext 3',
  'x.com',
];

const bookEveryone = async () => {
  for (const [i, p] of PEOPLE.entries()) {
    const res = await app.t.call('POST', '/api/appointments', {
      token: app.admin,
      body: adminBookingBody({ ...p, start_time: `1${i}:00`, end_time: `1${i + 1}:00` }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
};
const emailsFound = async (query: string) =>
  (await app.t.call('GET', `/api/admin/appointments?${query}`, { token: app.admin })).body.appointments.map(
    (a: Appointment) => a.user.email,
  );

const ids = (list: { id: number }[]) => list.map((a) => a.id).sort((a, b) => a - b);

describe('admin search: the SQL and the shared matcher agree', () => {
  it('when a term is searched in any field or as a phone, then both find the same appointments', async () => {
    await bookEveryone();
    const list = async (query: string) =>
      (await app.t.call('GET', `/api/admin/appointments?limit=100&${query}`, { token: app.admin })).body
        .appointments as Appointment[];
    const everyone = await list('');
    expect(everyone).toHaveLength(PEOPLE.length);
    for (const term of TERMS) {
      const states: [string, Partial<SearchState>][] = [
        ['all', { search: term, searchType: 'all' }],
        ['phone', { search: term, searchType: 'phone' }],
        ['advanced phone', { phone: term }],
      ];
      for (const [label, over] of states) {
        const state = { ...adminSearchQuerySchema.parse({}), ...over };
        const query = new URLSearchParams(over as Record<string, string>).toString();
        const bySql = ids(await list(query));
        const byMatcher = ids(everyone.filter((a) => matchesSearch(a, state, '2026-03-09')));
        expect(bySql, `${label}: "${term}"`).toEqual(byMatcher);
      }
    }
  });

  it('when an email with a digit is searched in every field, then only that customer comes back', async () => {
    await bookEveryone();
    expect(await emailsFound('search=jo3%40x.com&searchType=all')).toEqual(['jo3@x.com']);
    expect(await emailsFound('search=%2B1%20415&searchType=all')).toEqual(['ana@example.com']);
  });

  it('when staff change a phone, or the digits are filled in for older rows, then its new digits are found', async () => {
    await bookEveryone();
    const [li] = (await app.t.call('GET', '/api/admin/appointments?email=li%40x.io', { token: app.admin })).body
      .appointments as Appointment[];
    const edit = { token: app.admin, body: { phone: '(650) 777-1234' } };
    expect((await app.t.call('PUT', `/api/admin/appointments/${li.id}`, edit)).status).toBe(200);
    expect(await emailsFound('search=650-777&searchType=phone')).toEqual(['li@x.io']);
    await phoneDigitsColumn.down(app.t.db);
    await phoneDigitsColumn.up(app.t.db);
    expect(await emailsFound('search=(510)%20555-01&searchType=phone')).toEqual(['jo3@x.com', 'mo@x.io']);
  });
});
