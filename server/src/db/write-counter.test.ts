import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from './knex.ts';
import { countWrites } from './write-counter.ts';

const db = createDb(path.join(mkdtempSync(path.join(tmpdir(), 'shop-writes-')), 'shop.sqlite'));
const writes = countWrites(db);
afterAll(() => db.destroy());

describe('countWrites', () => {
  it('when only reads run, then the count stands still; any write, in a transaction or raw, moves it', async () => {
    await db.raw('create table t (id integer primary key, v text)');
    const start = writes.value;
    await db('t').select('*');
    await db('t').first();
    await db('t').pluck('id');
    await db('t').count({ n: '*' });
    await db.raw('select 1');
    expect(writes.value).toBe(start);

    await db('t').insert({ v: 'a' });
    expect(writes.value).toBeGreaterThan(start);
    let at = writes.value;
    await db.transaction(async (trx) => {
      await trx('t').update({ v: 'b' });
    });
    expect(writes.value).toBeGreaterThan(at);
    at = writes.value;
    await db.raw("delete from t where v = 'b'");
    expect(writes.value).toBeGreaterThan(at);
  });
});
