import { describe, expect, it } from 'vitest';
import { EncodeQueue } from './encode-queue.ts';

/** A piece of work that ends when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, work: async () => opened };
}

describe('EncodeQueue', () => {
  it('when concurrency and line are taken, then no more uploads are admitted until one is done', async () => {
    const q = new EncodeQueue(1, 1);
    const a = q.admit()!;
    const b = q.admit()!;
    expect(q.admit()).toBeNull();
    const g = gate();
    const running = a.run(g.work);
    g.open();
    await running;
    expect(q.size).toBe(1);
    expect(q.admit()).not.toBeNull();
    b.release();
  });

  it('when more runs than encoders are started, then only `concurrency` run at once, in order', async () => {
    const q = new EncodeQueue(2, 3);
    const gates = [gate(), gate(), gate(), gate()];
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    const runs = gates.map((g, i) =>
      q.admit()!.run(async () => {
        active += 1;
        peak = Math.max(peak, active);
        order.push(i);
        await g.work();
        active -= 1;
      }),
    );
    await Promise.resolve();
    expect(order).toEqual([0, 1]);
    gates[1].open();
    await runs[1];
    await Promise.resolve();
    expect(order).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    await Promise.all(runs);
    expect(peak).toBe(2);
    expect(q.size).toBe(0);
  });

  it('when a request ends before its run, then its place is free; during a run, only once the run ends', async () => {
    const q = new EncodeQueue(1, 0);
    const early = q.admit()!;
    early.release();
    early.release();
    expect(q.size).toBe(0);
    const ticket = q.admit()!;
    const g = gate();
    const running = ticket.run(g.work);
    ticket.release();
    expect(q.admit()).toBeNull();
    g.open();
    await running;
    expect(q.size).toBe(0);
  });

  it('when a run fails, then its encoder and place are given back', async () => {
    const q = new EncodeQueue(1, 0);
    await expect(q.admit()!.run(async () => Promise.reject(new Error('not an image')))).rejects.toThrow('not an image');
    expect(q.size).toBe(0);
    await expect(q.admit()!.run(async () => 'ok')).resolves.toBe('ok');
  });
});
