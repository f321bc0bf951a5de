/** A piece of work that ran past its deadline: a failed try like any other, retried with back-off. */
export class DeadlineExceeded extends Error {}

/**
 * Runs `work` with a deadline: past `ms` the answer rejects with DeadlineExceeded and the signal
 * handed to the work aborts, so a provider call that honours it is cut off rather than left hanging.
 */
export async function withDeadline<T>(ms: number, what: string, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const err = new DeadlineExceeded(`${what} did not finish within ${ms / 1000} s`);
      abort.abort(err);
      reject(err);
    }, ms);
  });
  try {
    return await Promise.race([work(abort.signal), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
