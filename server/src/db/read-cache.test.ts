import { describe, expect, it } from 'vitest';
import { fixedClock } from '../clock.ts';
import { ReadCache } from './read-cache.ts';

const setup = (maxAgeMs = 60_000) => {
  const writes = { value: 0 };
  const cache = new ReadCache<unknown>(writes, { maxEntries: 2, maxAgeMs });
  let reads = 0;
  const read = async () => ({ n: ++reads });
  return { writes, cache, read, reads: () => reads };
};

describe('ReadCache', () => {
  it('when nothing was written, then the kept answer is given without reading again', async () => {
    const { cache, read, reads } = setup();
    expect(await cache.read('a', read)).toEqual({ n: 1 });
    expect(await cache.read('a', read)).toEqual({ n: 1 });
    expect(reads()).toBe(1);
  });

  it('when a write happened since, then the answer is read again', async () => {
    const { cache, read, writes } = setup();
    await cache.read('a', read);
    writes.value += 1;
    expect(await cache.read('a', read)).toEqual({ n: 2 });
  });

  it('when a write happens while the answer is read, then the next caller reads again', async () => {
    const { cache, writes } = setup();
    let release = () => {};
    const slow = cache.read('a', () => new Promise((r) => (release = () => r('before'))));
    writes.value += 1;
    release();
    expect(await slow).toBe('before');
    expect(await cache.read('a', async () => 'after')).toBe('after');
  });

  it('when callers ask while the answer is being read, then they share that one read', async () => {
    const { cache, read, reads } = setup();
    const answers = await Promise.all([cache.read('a', read), cache.read('a', read), cache.read('a', read)]);
    expect(answers).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    expect(reads()).toBe(1);
  });

  it('when a read outside a transaction waits for the connection, then a caller inside one reads for itself', async () => {
    const { cache } = setup();
    const trx = { isTransaction: true };
    let release = () => {};
    // Outside: waits for the one connection, which the transaction below holds.
    const outside = cache.read('a', () => new Promise((r) => (release = () => r('outside'))), {});
    expect(await cache.read('a', async () => 'inside', trx)).toBe('inside');
    release();
    expect(await outside).toBe('outside');
    // Once read, the kept answer serves a transaction too.
    expect(await cache.read('a', async () => 'again', trx)).toBe('outside');
  });

  it('when a transaction is reading the answer, then callers outside share that read', async () => {
    const { cache, read, reads } = setup();
    const answers = await Promise.all([cache.read('a', read, { isTransaction: true }), cache.read('a', read)]);
    expect(answers).toEqual([{ n: 1 }, { n: 1 }]);
    expect(reads()).toBe(1);
  });

  it('when the answer is older than maxAgeMs, then it is read again (another process may have written)', async () => {
    const clock = fixedClock('2031-01-01T00:00:00Z');
    const writes = { value: 0 };
    const cache = new ReadCache<unknown>(writes, { maxEntries: 2, maxAgeMs: 1000 }, clock);
    let reads = 0;
    const read = async () => ({ n: ++reads });
    await cache.read('a', read);
    clock.set('2031-01-01T00:00:00.999Z');
    expect(await cache.read('a', read)).toEqual({ n: 1 });
    clock.set('2031-01-01T00:00:01.001Z');
    expect(await cache.read('a', read)).toEqual({ n: 2 });
  });

  it('when a read fails, then the failure is not kept', async () => {
    const { cache, read } = setup();
    await expect(cache.read('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('a', read)).toEqual({ n: 1 });
  });

  it('when more keys than maxEntries are asked for, then older answers are dropped, not kept forever', async () => {
    const { cache, read, reads } = setup();
    await cache.read('a', read);
    await cache.read('b', read);
    await cache.read('c', read);
    await cache.read('a', read);
    expect(reads()).toBe(4);
  });

  it('when the read is a thenable that runs on every then (a knex query), then it runs once', async () => {
    const { cache } = setup();
    let runs = 0;
    const query: PromiseLike<number> = { then: (ok, fail) => Promise.resolve(++runs).then(ok, fail) };
    expect(await cache.read('a', () => query)).toBe(1);
    expect(await cache.read('a', () => query)).toBe(1);
    expect(runs).toBe(1);
  });
});
