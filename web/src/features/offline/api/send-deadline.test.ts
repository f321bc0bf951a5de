import { describe, expect, it } from 'vitest';
import { sendJson } from '@/lib/api-client.ts';
import { sendWithin } from './send-deadline.ts';

/**
 * A fetch whose answer's head comes at once and whose body never does, until the signal aborts it:
 * Chromium and WebKit fail the read with an AbortError, Firefox with the signal's reason.
 */
const headOnly =
  (failWith: (signal: AbortSignal) => unknown): typeof fetch =>
  async (_input, init) => {
    const signal = init!.signal!;
    const body = new ReadableStream({
      start(controller) {
        signal.addEventListener('abort', () => controller.error(failWith(signal)));
      },
    });
    return new Response(body, { status: 200 });
  };
const asChromium = headOnly(() => new DOMException('aborted', 'AbortError'));
const asFirefox = headOnly((signal) => signal.reason);

describe('sendWithin', () => {
  it.each([
    ['an AbortError', asChromium],
    ['the deadline', asFirefox],
  ])('when the body never comes and its read fails with %s, then the send is cut off as no network', async (_, f) => {
    const answer = await sendWithin(undefined, 20, (signal) => sendJson('/api/x', { method: 'POST', signal }, f));
    expect(answer).toEqual({ status: 0, body: null });
  });

  it('when the page leaves, then the send still throws (the drain stops), deadline or not', async () => {
    const leaving = new AbortController();
    const sending = sendWithin(leaving.signal, 60_000, (signal) =>
      sendJson('/api/x', { method: 'POST', signal }, asChromium),
    );
    leaving.abort();
    await expect(sending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
