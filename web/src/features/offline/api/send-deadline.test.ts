import { beforeEach, describe, expect, it } from 'vitest';
import { sendJson } from '@/lib/api-client.ts';
import { OutboxDb } from './outbox-db.ts';
import { row } from './outbox.fixtures.ts';
import { markSending, sendWithin } from './send-deadline.ts';

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

describe('markSending', () => {
  let db: OutboxDb;
  beforeEach(async () => {
    db = new OutboxDb();
    await db.rows.clear();
  });
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('under the lock, a change that answers soon is never marked; one still out after the wait shows as sending', async () => {
    await db.rows.bulkAdd([row({ id: 'quick', createdAt: 1 }), row({ id: 'slow', createdAt: 2 })]);
    const quick = await markSending(db, (await db.rows.get('quick'))!, { locked: true, now: () => 5, afterMs: 30 });
    await quick.settled();
    await wait(60);
    expect((await db.rows.get('quick'))!.status).toBe('queued');
    const slow = await markSending(db, (await db.rows.get('slow'))!, { locked: true, now: () => 5, afterMs: 30 });
    await wait(60);
    await slow.settled();
    expect(await db.rows.get('slow')).toMatchObject({ status: 'sending', sendingSince: 5 });
  });

  it('without the lock, or for bytes, the row is marked before it goes', async () => {
    await db.rows.bulkAdd([
      row({ id: 'unlocked', createdAt: 1 }),
      row({ id: 'bytes', createdAt: 2, binary: { type: 'image/jpeg', size: 1 } }),
    ]);
    await markSending(db, (await db.rows.get('unlocked'))!, { locked: false, now: () => 7 });
    await markSending(db, (await db.rows.get('bytes'))!, { locked: true, now: () => 7 });
    expect((await db.rows.get('unlocked'))!.status).toBe('sending');
    expect((await db.rows.get('bytes'))!.status).toBe('sending');
  });
});
