import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDb } from './knex.ts';
import { createWriteBatches } from './write-batches.ts';

const db = createDb(path.join(mkdtempSync(path.join(tmpdir(), 'shop-batches-')), 'shop.sqlite'));
beforeAll(() => db.raw('create table t (id integer primary key, v text unique)'));
beforeEach(() => db('t').del());
afterAll(() => db.destroy());

const feed = { noteWrites: vi.fn() };
beforeEach(() => feed.noteWrites.mockClear());

const values = async () => ((await db('t').orderBy('v').select('v')) as { v: string }[]).map((r) => r.v);

/**
 * Writes that each insert their label, recording the transaction they ran in. The first write
 * finds the batches idle and runs alone; the others queue behind it, as they are asked for in the
 * same turn, and go in the batches after it.
 */
function recorder() {
  const seen: [string, Knex.Transaction][] = [];
  const write =
    (label: string, v = label) =>
    async (trx: Knex.Transaction) => {
      seen.push([label, trx]);
      await trx('t').insert({ v });
      return label;
    };
  const trxOf = (label: string) => seen.find(([l]) => l === label)![1];
  return { seen, write, trxOf };
}

describe('write batches', () => {
  it('when writes of different keys queue behind one, then they run in one transaction and all commit', async () => {
    const batches = createWriteBatches(db, feed);
    const r = recorder();
    const answers = await Promise.all(['first', 'b', 'c', 'd'].map((k) => batches.run([k], r.write(k))));
    expect(answers).toEqual(['first', 'b', 'c', 'd']);
    expect(r.trxOf('b')).toBe(r.trxOf('c'));
    expect(r.trxOf('c')).toBe(r.trxOf('d'));
    expect(r.trxOf('first')).not.toBe(r.trxOf('b'));
    expect(await values()).toEqual(['b', 'c', 'd', 'first']);
    expect(feed.noteWrites).not.toHaveBeenCalled();
  });

  it('when writes have a key in common, then they never share a transaction and keep their order', async () => {
    const batches = createWriteBatches(db, feed);
    const r = recorder();
    await Promise.all([
      batches.run(['first'], r.write('first')),
      batches.run(['email:a', 'user:1'], r.write('a1')),
      batches.run(['email:b', 'user:1'], r.write('a2')),
      batches.run(['email:c'], r.write('c')),
    ]);
    expect(r.seen.map(([label]) => label)).toEqual(['first', 'a1', 'c', 'a2']);
    expect(r.trxOf('a1')).toBe(r.trxOf('c'));
    expect(r.trxOf('a2')).not.toBe(r.trxOf('a1'));
  });

  it('when one write of a batch fails, then it gets its own error and each other runs once more alone and commits once', async () => {
    const batches = createWriteBatches(db, feed);
    const runs: string[] = [];
    const write = (label: string) => async (trx: Knex.Transaction) => {
      runs.push(label);
      await trx('t').insert({ v: label });
      if (label === 'bad') throw new Error('refused');
      return label;
    };
    const outcomes = await Promise.allSettled(['first', 'x', 'bad', 'y'].map((k) => batches.run([k], write(k))));
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : (o.reason as Error).message))).toEqual([
      'first',
      'x',
      'refused',
      'y',
    ]);
    // Each ran in the batch, then once more alone; only the second runs of x and y are kept.
    expect(runs).toEqual(['first', 'x', 'bad', 'y', 'x', 'bad', 'y']);
    expect(await values()).toEqual(['first', 'x', 'y']);
    // A cache may have kept something read inside the batch: every table counts as written.
    expect(feed.noteWrites).toHaveBeenCalledWith('every table');
  });

  it('when two writes of a batch break a constraint together, then the first written alone wins and the other gets the error', async () => {
    const batches = createWriteBatches(db, feed);
    const r = recorder();
    const outcomes = await Promise.allSettled([
      batches.run(['first'], r.write('first')),
      batches.run(['p'], r.write('p', 'same')),
      batches.run(['q'], r.write('q', 'same')),
      batches.run(['z'], r.write('z')),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(String((outcomes[2] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
    expect(await values()).toEqual(['first', 'same', 'z']);
  });

  it('when more writes queue than a batch carries, then the rest go in the next one', async () => {
    const batches = createWriteBatches(db, feed, 2);
    const r = recorder();
    await Promise.all(['first', 'b', 'c', 'd'].map((k) => batches.run([k], r.write(k))));
    expect(r.trxOf('b')).toBe(r.trxOf('c'));
    expect(r.trxOf('d')).not.toBe(r.trxOf('b'));
    expect(await values()).toEqual(['b', 'c', 'd', 'first']);
  });
});
