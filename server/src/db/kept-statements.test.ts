import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRITE_LOCK_FIRST } from './dialect.ts';
import { createDb } from './knex.ts';

const file = path.join(mkdtempSync(path.join(tmpdir(), 'shop-kept-')), 'shop.sqlite');
const db = createDb(file);
/** A second connection to the file, as a second server would have, that never waits for a lock. */
const other = createDb(file);
beforeAll(async () => {
  await db.raw('create table t (id integer primary key, v text)');
  await other.raw('PRAGMA busy_timeout = 0');
});
afterAll(async () => {
  await other.destroy();
  await db.destroy();
});

describe('kept statements', () => {
  it('when one statement runs many times at once, then each insert gets its own id and each update its own count', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => db('t').insert({ v: `a${i}` })));
    expect(new Set(ids.map(([id]) => id)).size).toBe(20);
    const rows = (await db('t').select('id', 'v')) as { id: number; v: string }[];
    expect(ids.map(([id]) => rows.find((r) => r.id === id)?.v)).toEqual(Array.from({ length: 20 }, (_, i) => `a${i}`));
    const changed = await Promise.all([
      db('t').where('id', '<=', 5).update({ v: 'x' }),
      db('t').where({ id: 6 }).del(),
    ]);
    expect(changed).toEqual([5, 1]);
  });

  it('when a statement fails to prepare, then the error reaches the caller and the next good one runs', async () => {
    await expect(db.raw('select nope from t')).rejects.toThrow(/no such column/);
    await expect(db.raw('select nope from t')).rejects.toThrow(/no such column/);
    expect(((await db.raw('select count(*) as n from t')) as { n: number }[])[0].n).toBe(19);
  });

  it('when a constraint refuses a row, then the same statement still works for the next', async () => {
    await expect(db('t').insert({ id: 1, v: 'dup' })).rejects.toThrow(/UNIQUE|PRIMARY/);
    expect(await db('t').insert({ id: 1000, v: 'ok' })).toEqual([1000]);
  });

  it('when a transaction rolls back, then nothing of it stays and the connection closes cleanly afterwards', async () => {
    await expect(
      db.transaction(async (trx) => {
        await trx('t').insert({ v: 'gone' });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await db('t').where({ v: 'gone' }).first()).toBeUndefined();
  });

  it('when a statement fails inside a transaction, then the transaction still rolls back and frees the file', async () => {
    const reader = await db.transaction();
    await reader('t').select('id');
    await other('t').insert({ v: 'meanwhile' });
    // The reader's snapshot is stale now: its write is refused, and its rollback must still end it.
    await expect(reader('t').where({ id: 1000 }).update({ v: 'stale' })).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    await reader.rollback();
    expect(await db('t').insert({ v: 'after' })).toHaveLength(1);
  });

  it('when a transaction begins with WRITE_LOCK_FIRST, then no other connection writes until it ends', async () => {
    const plain = await db.transaction();
    await plain('t').select('id');
    expect(await other('t').insert({ v: 'beside a reader' })).toHaveLength(1);
    await plain.rollback();
    const first = await db.transaction(WRITE_LOCK_FIRST);
    await expect(other('t').insert({ v: 'refused' })).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    await first('t').insert({ v: 'first' });
    await first.commit();
    expect(await other('t').insert({ v: 'then' })).toHaveLength(1);
  });
});
