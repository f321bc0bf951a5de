import { describe, expect, it } from 'vitest';
import { fieldMessages } from '@shop/shared/validation/text-fields';
import { adminBookingBody, adminTestApp, wizardBody } from '../test/test-app.ts';
import { requestBody } from '../test/request-helpers.ts';

const app = adminTestApp();

/** Rows of the tables a refused write could have touched. */
async function rowCounts() {
  const count = async (table: string) => Number(((await app.t.db(table).count({ n: '*' })) as { n: number }[])[0].n);
  return {
    requests: await count('appointment_requests'),
    appointments: await count('appointments'),
    events: await count('appointment_events'),
    users: await count('users'),
  };
}

/** Sends a write, expects 400, and that nothing changed. */
async function refused(method: string, path: string, body: unknown, admin = false): Promise<string> {
  const before = await rowCounts();
  const res = await app.t.call(method, path, { body, token: admin ? app.admin : undefined });
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(await rowCounts()).toEqual(before);
  return JSON.stringify(res.body);
}

describe('the request form refuses', () => {
  it.each([
    ['a name of zero-width characters', { firstName: '\u200B\u200B' }],
    ['a name with a control character', { lastName: 'Ng\u0007' }],
    ['a name with a bidi override', { firstName: 'Ben\u202E' }],
    ['an email with < and >', { email: 'ben<script>@example.com' }],
    ['the vehicle year 0000', { vehicleYear: '0000' }],
    ['a phone of letters', { phone: 'abc' }],
    ['a message with a NUL', { message: 'hi\u0000there' }],
  ])('%s', async (_what, over) => {
    await refused('POST', '/api/appointment-requests', requestBody(over));
  });

  it('and still takes names in any script, and line breaks in the message', async () => {
    const res = await app.t.call('POST', '/api/appointment-requests', {
      body: requestBody({ firstName: 'Zoë', lastName: 'Nguyễn', message: 'Line one\nLine two' }),
    });
    expect(res.status).toBe(201);
  });
});

describe('bookings refuse', () => {
  it('a start time with seconds out of range', async () => {
    expect(await refused('POST', '/api/appointments', wizardBody({ start_time: '09:00:99' }))).toContain(
      fieldMessages.timeFormat,
    );
  });

  it('a contact name of invisible characters', async () => {
    const body = wizardBody({ contact_info: { name: '\u200B\uFEFF', email: 'a@b.io', phone: '5105550100' } });
    await refused('POST', '/api/appointments', body);
  });

  it.each([
    ['the phone abc', { phone: 'abc' }],
    ['a 30 KB year', { vehicle_year: '2'.repeat(30_000) }],
    ['the year 0000', { vehicle_year: '0000' }],
  ])("staff's booking with %s", async (_what, over) => {
    await refused('POST', '/api/admin/appointments', adminBookingBody(over), true);
  });
});

describe('staff edits refuse', () => {
  it('an edit with no field (which would bump the version), and a blank first name', async () => {
    const made = await app.t.call('POST', '/api/appointments', { body: adminBookingBody(), token: app.admin });
    const id = made.body.appointment.id as number;
    await refused('PUT', `/api/admin/appointments/${id}`, {}, true);
    await refused('PUT', `/api/admin/appointments/${id}`, { version: 1 }, true);
    await refused('PUT', `/api/admin/appointments/${id}`, { first_name: '   ' }, true);
    const after = await app.t.db('appointments').where({ id }).first();
    expect(after.version).toBe(1);
  });

  it('an estimated completion in 1899', async () => {
    const made = await app.t.call('POST', '/api/appointments', { body: adminBookingBody(), token: app.admin });
    const path = `/api/admin/appointments/${made.body.appointment.id}/events`;
    await refused('POST', path, { message: 'Parts ordered', estimatedCompletion: '1899-12-31T10:00:00Z' }, true);
  });

  it('converting a request into an appointment that does not exist', async () => {
    const req = await app.t.call('POST', '/api/appointment-requests', { body: requestBody() });
    const id = req.body.request_id ?? req.body.id ?? req.body.request?.request_id;
    const path = `/api/admin/appointment-requests/${id}`;
    const body = { status: 'scheduled', is_converted_to_appointment: true, appointment_id: 999_999 };
    expect(await refused('PUT', path, body, true)).toContain('There is no appointment #999999');
    const row = await app.t.db('appointment_requests').where({ id }).first();
    expect(row).toMatchObject({ status: 'pending', appointment_id: null, version: 1 });
  });
});

describe('registration refuses', () => {
  it('a first name of zero-width characters and a phone without 7 digits', async () => {
    await app.t.setFlag('registration', true);
    const body = {
      firstName: '\u200B',
      lastName: 'Doe',
      email: 'zw@example.com',
      phone: '5105550100',
      password: 'long-enough-1',
      acceptTerms: true,
    };
    await refused('POST', '/api/users/register', body);
    await refused('POST', '/api/users/register', { ...body, firstName: 'Dee', phone: '12-34' });
  });
});
