/** The Web Lock one drain at a time holds, across tabs and the service worker. */
const LOCK_NAME = 'autoshop-outbox-drain';

/** Runs `work` under the drain's Web Lock, so one drain runs at a time across tabs and the worker. */
export async function withOutboxLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? await locks.request(LOCK_NAME, work) : await work();
}

/**
 * Runs `work` now if no drain runs in any tab or the worker (it holds the lock meanwhile), else
 * answers undefined at once rather than wait for a drain that may take its time. Without Web
 * Locks (a plain-http address) it just runs.
 */
export async function whileNoDrain<T>(work: () => Promise<T>): Promise<T | undefined> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return work();
  return locks.request(LOCK_NAME, { ifAvailable: true }, (lock) => (lock ? work() : undefined));
}
