/**
 * How long one queued change may wait for its answer. A request the Wi-Fi dropped mid-way can hang
 * for minutes, holding the drain's lock, so nothing else is sent and the page's triggers wait
 * behind it; cut off, it counts as no network and is sent again under the same Idempotency-Key.
 * Bytes are exempt: a photo on a slow uplink may rightly take longer, and has its own progress.
 */
export const SEND_DEADLINE_MS = 20_000;

/**
 * A signal that aborts with `signal` or, as a TimeoutError (which a send reads as no network, not
 * as the page leaving), after `ms`; `done` clears the timer.
 */
export function withDeadline(signal: AbortSignal | undefined, ms: number): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => controller.abort(new DOMException('The send took too long.', 'TimeoutError')), ms);
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}
