import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBoolean, isBusy, isUniqueViolation, rowsOf } from './dialect.ts';
import { createDb, type Db } from './knex.ts';

let db: Db;
beforeAll(async () => {
  db = createDb(path.join(mkdtempSync(path.join(tmpdir(), 'dialect-')), 'shop.sqlite'));
  await db.schema.createTable('things', (t) => {
    t.increments('id');
    t.string('name').unique();
  });
  await db.schema.createTable('others', (t) => {
    t.string('name').primary();
  });
});
afterAll(() => db.destroy());

const refusal = async (write: () => Promise<unknown>) => {
  try {
    await write();
  } catch (err) {
    return err;
  }
  throw new Error('the write was not refused');
};

describe('the dialect, on the database the tests run on', () => {
  it('recognises a unique violation, and the table it is on', async () => {
    await db('things').insert({ name: 'a' });
    const err = await refusal(() => db('things').insert({ name: 'a' }));
    expect(isUniqueViolation(err)).toBe(true);
    expect(isUniqueViolation(err, 'things')).toBe(true);
    expect(isUniqueViolation(err, 'others')).toBe(false);
    await db('others').insert({ name: 'x' });
    expect(isUniqueViolation(await refusal(() => db('others').insert({ name: 'x' })), 'others')).toBe(true);
  });

  it('does not take other errors for unique violations or busy answers', async () => {
    const err = await refusal(() => db('missing_table').insert({ name: 'a' }));
    expect(isUniqueViolation(err)).toBe(false);
    expect(isBusy(err)).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });

  it("reads raw() rows and booleans in the database's own shape", async () => {
    const rows = rowsOf<{ yes: unknown; no: unknown }>(
      await db.raw('select exists (select 1 from things) as yes, exists (select 1 from others where 1 = 0) as no'),
    );
    expect(rows).toHaveLength(1);
    expect(asBoolean(rows[0]!.yes)).toBe(true);
    expect(asBoolean(rows[0]!.no)).toBe(false);
  });

  it("reads PostgreSQL's shapes too", () => {
    expect(isUniqueViolation({ code: '23505', table: 'things' }, 'things')).toBe(true);
    expect(isUniqueViolation({ code: '23505', table: 'others' }, 'things')).toBe(false);
    expect(isBusy({ code: '40001' })).toBe(true);
    expect(rowsOf({ rows: [{ a: 1 }] })).toEqual([{ a: 1 }]);
    expect([true, 't', 1].map(asBoolean)).toEqual([true, true, true]);
    expect([false, 'f', 0, null].map(asBoolean)).toEqual([false, false, false, false]);
  });
});
