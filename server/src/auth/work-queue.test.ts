import { describe, expect, it } from 'vitest';
import { workQueue } from './work-queue.ts';

describe('workQueue', () => {
  it('runs at most the limit at once, the rest in arrival order, and keeps going after a failure', async () => {
    const q = workQueue(2);
    let active = 0;
    let most = 0;
    const order: number[] = [];
    const task =
      (n: number, fail = false) =>
      async () => {
        active += 1;
        most = Math.max(most, active);
        // Yields, so the queue may start the next task while this one runs.
        await new Promise((r) => setImmediate(r));
        active -= 1;
        order.push(n);
        if (fail) throw new Error(`task ${n}`);
        return n;
      };
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => q.run(task(n, n === 2))));
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(q.started()).toBe(5);
  });
});
