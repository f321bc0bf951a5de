import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asBoolean,
  boolSql,
  distinctFromSql,
  isBusy,
  isUniqueViolation,
  jsonArrayAggSql,
  plus,
  rawRows,
  readJsonArray,
  rowsOf,
  skipLocked,
} from './dialect.ts';
import type { Db } from './knex.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-db.ts';

let db: Db;
let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await openTestDatabase('dialect');
  db = testDb.db;
  await db.schema.createTable('things', (t) => {
    t.increments('id');
    t.string('name').unique();
  });
  await db.schema.createTable('others', (t) => {
    t.string('name').primary();
  });
});
afterAll(() => testDb.close());

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

  it('compares with null as a value, in either direction', async () => {
    const [row] = await rawRows<Record<string, unknown>>(
      db,
      `select ${distinctFromSql(db, '1', 'null')} as a, ${distinctFromSql(db, 'null', 'null')} as b, ${distinctFromSql(db, '1', '1')} as c`,
    );
    expect([row!.a, row!.b, row!.c].map(asBoolean)).toEqual([true, false, false]);
  });

  it('aggregates a JSON array, and reads an empty group as none', async () => {
    const [all] = await rawRows<{ names: unknown }>(db, `select ${jsonArrayAggSql(db, 'name')} as names from things`);
    expect(readJsonArray<string>(all!.names)).toEqual(['a']);
    const [none] = await rawRows<{ names: unknown }>(
      db,
      `select ${jsonArrayAggSql(db, 'name')} as names from things where name = ?`,
      ['nobody'],
    );
    expect(readJsonArray(none!.names)).toEqual([]);
  });

  it('writes boolean literals the database compares with its booleans', async () => {
    const [row] = await rawRows<{ t: unknown; f: unknown }>(
      db,
      `select (${boolSql(db, true)} = ${boolSql(db, true)}) as t, (${boolSql(db, false)} = ${boolSql(db, true)}) as f`,
    );
    expect([asBoolean(row!.t), asBoolean(row!.f)]).toEqual([true, false]);
  });

  it('increments a column in an upsert, and claims with a skip-locked select that still runs', async () => {
    await db.schema.createTable('counters', (t) => {
      t.string('k').primary();
      t.integer('n').notNullable();
    });
    const bump = () =>
      db('counters')
        .insert({ k: 'x', n: 1 })
        .onConflict('k')
        .merge({ n: plus(db, 'counters.n') })
        .returning('n');
    await bump();
    expect(await bump()).toEqual([{ n: 2 }]);
    expect(await skipLocked(db, db('counters').select('k'))).toEqual([{ k: 'x' }]);
  });
});
