import type { HttpAnswer } from '@/lib/api-client.ts';

/**
 * How long one queued change may wait for its answer. A request the Wi-Fi dropped mid-way can hang
 * for minutes, holding the drain's lock, so nothing else is sent and the page's triggers wait
 * behind it; cut off, it counts as no network and is sent again under the same Idempotency-Key.
 * Bytes are exempt: a photo on a slow uplink may rightly take longer, and has its own progress.
 */
export const SEND_DEADLINE_MS = 20_000;

/**
 * Runs a send with a signal that aborts with `signal` (the page leaving: that still throws) or
 * after `ms`. Cut off by the deadline, before the answer's head or while its body still arrives
 * (engines name that abort differently), it answers as no network.
 */
export async function sendWithin(
  signal: AbortSignal | undefined,
  ms: number,
  run: (signal: AbortSignal) => Promise<HttpAnswer>,
): Promise<HttpAnswer> {
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => controller.abort(new DOMException('The send took too long.', 'TimeoutError')), ms);
  try {
    return await run(controller.signal);
  } catch (err) {
    if (controller.signal.aborted && !signal?.aborted) return { status: 0, body: null };
    throw err;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
