import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { migrate } from './migrations.ts';

const open: TestDatabase[] = [];
afterEach(async () => {
  for (const t of open.splice(0)) await t.close();
});

const AT = '2026-03-01T12:00:00.000Z';

describe('migration 018 (texts)', () => {
  it('when customers were stored before it, then each phone that reads as a number gets its E.164', async () => {
    const t = await openTestDatabase('m018', { blank: true });
    open.push(t);
    await migrate(t.db, undefined, { upTo: '015_vehicles' });
    const typed = { a: '(555) 301-7788', b: '+44 20 7946 0958', c: 'ask at the desk' };
    for (const [name, phone] of Object.entries(typed))
      await t.db('customers').insert({
        email: `${name}@example.com`,
        phone,
        phone_digits: phone.replace(/\D/g, ''),
        created_at: AT,
        updated_at: AT,
      });
    await migrate(t.db);
    const rows = (await t.db('customers').orderBy('email').select('email', 'phone_e164')) as {
      email: string;
      phone_e164: string | null;
    }[];
    expect(rows).toEqual([
      { email: 'a@example.com', phone_e164: '+15553017788' },
      { email: 'b@example.com', phone_e164: '+442079460958' },
      { email: 'c@example.com', phone_e164: null },
    ]);
  });

  it('when the shop is in another country, then phones written without + are read in it', async () => {
    const t = await openTestDatabase('m018gb', { blank: true });
    open.push(t);
    await migrate(t.db, undefined, { upTo: '015_vehicles' });
    await t.db('customers').insert({
      email: 'gb@example.com',
      phone: '020 7946 0958',
      phone_digits: '02079460958',
      created_at: AT,
      updated_at: AT,
    });
    await migrate(t.db, undefined, { shopCountry: 'GB' });
    expect(await t.db('customers').first('phone_e164')).toEqual({ phone_e164: '+442079460958' });
  });
});
