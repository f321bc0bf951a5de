import { describe, expect, it } from 'vitest';
import { writeBatcher } from './write-batcher.ts';

describe('writeBatcher', () => {
  it('when writes arrive while one is in flight, then they go together in one write, at most maxBatch at a time', async () => {
    const writes: number[][] = [];
    const add = writeBatcher<number>(async (items) => {
      writes.push(items);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }, 3);
    await Promise.all([1, 2, 3, 4, 5, 6].map(add));
    expect(writes).toEqual([[1], [2, 3, 4], [5, 6]]);
    await add(7);
    expect(writes.at(-1)).toEqual([7]);
  });

  it('when one item of a batch is refused, then the others are written alone and only its caller sees the error', async () => {
    const written: number[] = [];
    const add = writeBatcher<number>(async (items) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (items.includes(3)) throw new Error('refused');
      written.push(...items);
    }, 10);
    const results = await Promise.allSettled([1, 2, 3, 4].map(add));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(written.sort()).toEqual([1, 2, 4]);
    await expect(add(5)).resolves.toBeUndefined();
  });
});
