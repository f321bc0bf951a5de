/**
 * Runs at most `limit` tasks at once, the rest in arrival order. Password hashing goes through
 * one: scrypt and sqlite3 share libuv's four threads, so unbounded hashing would stall every read.
 */
export function workQueue(limit: number) {
  let active = 0;
  let started = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
      active += 1;
      started += 1;
      try {
        return await task();
      } finally {
        active -= 1;
        waiting.shift()?.();
      }
    },
    /** How many tasks have started so far. */
    started: () => started,
  };
}
