import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-db.ts';
import type { Db } from './knex.ts';
import { ADDS_UNREAD_ROW, openChangeFeed, type WriteCounter } from './change-feed.ts';

let testDb: TestDatabase;
let db: Db;
let counts: ReturnType<typeof openChangeFeed>;
let t: WriteCounter;
let other: WriteCounter;
beforeAll(async () => {
  testDb = await openTestDatabase('writes');
  db = testDb.db;
  counts = openChangeFeed(db);
  t = counts.of(['t']);
  other = counts.of(['other']);
  await db.schema.createTable('t', (b) => {
    b.increments('id');
    b.text('v');
  });
  await db.schema.createTable('other', (b) => b.increments('id'));
});
afterAll(() => testDb.close());

/** Whether running `statement` moved the counter. */
async function moves(counter: { value: number }, statement: () => Promise<unknown>): Promise<boolean> {
  const before = counter.value;
  await statement();
  return counter.value !== before;
}

describe('the change feed', () => {
  it('when a write says it only adds a row no kept value holds, then the count stands still; the same write unsaid moves it', async () => {
    const unread = { [ADDS_UNREAD_ROW]: true };
    expect(await moves(t, () => db('t').insert({ v: 'ghost' }).options(unread))).toBe(false);
    expect(await moves(t, () => db('t').insert({ v: 'ghost' }))).toBe(true);
    expect(
      await moves(t, () =>
        db('t')
          .insert({ v: 'ghost' })
          .options({ [ADDS_UNREAD_ROW]: 'yes' }),
      ),
    ).toBe(true);
  });

  it('when only reads run, then the count stands still', async () => {
    expect(await moves(t, () => db('t').select('*'))).toBe(false);
    expect(await moves(t, () => db('t').first())).toBe(false);
    expect(await moves(t, () => db('t').pluck('id'))).toBe(false);
    expect(await moves(t, () => db('t').count({ n: '*' }))).toBe(false);
    expect(await moves(t, () => db.raw('select 1'))).toBe(false);
  });

  it('when a watched table is written in any way, then its count moves', async () => {
    expect(await moves(t, () => db('t').insert({ v: 'a' }))).toBe(true);
    expect(await moves(t, () => db('t').insert({ id: 1, v: 'b' }).onConflict('id').merge())).toBe(true);
    expect(await moves(t, () => db.transaction((trx) => trx('t').update({ v: 'c' })))).toBe(true);
    expect(await moves(t, () => db.raw("delete from t where v = 'x'"))).toBe(true);
    expect(await moves(t, () => db.raw("WITH n(x) AS (SELECT 'y') INSERT INTO t (v) SELECT x FROM n"))).toBe(true);
  });

  it('when only another table is written, then the count stands still; an unknown write moves every count', async () => {
    expect(await moves(t, () => db('other').insert({}))).toBe(false);
    expect(await moves(other, () => db('other').insert({}))).toBe(true);
    expect(await moves(t, () => db.raw('create index t_v_first on t (v)'))).toBe(true);
    expect(await moves(other, () => db.schema.alterTable('t', (b) => b.index(['v'])))).toBe(true);
  });

  it('when another process is known to have written, then the counts of its tables move', () => {
    const before = [t.value, other.value];
    counts.noteWrites(['other']);
    expect([t.value, other.value]).toEqual([before[0], before[1]! + 1]);
    counts.noteWrites('every table');
    expect([t.value, other.value]).toEqual([before[0]! + 1, before[1]! + 2]);
  });
});
