import { describe, expect, it } from 'vitest';
import { nextWait, probeUntilBack } from './reconnect-probe.ts';

describe('nextWait', () => {
  it('grows from 1 s by half each time up to 4 s, and waits 15 s after five minutes', () => {
    const waits: number[] = [];
    let last: number | null = null;
    for (let i = 0; i < 7; i += 1) waits.push((last = nextWait(last, 0)));
    expect(waits).toEqual([1_000, 1_500, 2_250, 3_375, 4_000, 4_000, 4_000]);
    expect(nextWait(4_000, 5 * 60_000 - 1)).toBe(4_000);
    expect(nextWait(4_000, 5 * 60_000)).toBe(15_000);
  });
});

/** A probe run on a fake clock: the server answers from the `upAt`-th probe on. */
async function run(upAt: number, stillOffline: boolean[] = []) {
  let clock = 0;
  const slept: number[] = [];
  let probes = 0;
  let backs = 0;
  await probeUntilBack({
    now: () => clock,
    sleep: async (ms) => {
      slept.push(ms);
      clock += ms;
    },
    answers: async () => (probes += 1) >= upAt,
    onBack: async () => stillOffline[backs++] ?? false,
  });
  return { slept, probes, backs };
}

describe('probeUntilBack', () => {
  it('asks only the health route while the server is away, then sends once when it answers', async () => {
    const r = await run(4);
    expect(r.probes).toBe(4);
    expect(r.backs).toBe(1);
    expect(r.slept).toEqual([1_000, 1_500, 2_250, 3_375]);
  });

  it('goes on probing when the sends still find no network', async () => {
    const r = await run(1, [true, false]);
    expect(r.backs).toBe(2);
  });

  it('runs one loop per page: a second start while one runs returns at once', async () => {
    let release!: () => void;
    const first = probeUntilBack({
      sleep: () => new Promise<void>((r) => (release = r)),
      answers: async () => true,
      onBack: async () => false,
    });
    let secondBacks = 0;
    await probeUntilBack({ answers: async () => true, onBack: async () => Boolean((secondBacks += 1)) });
    expect(secondBacks).toBe(0);
    release();
    await first;
  });
});
