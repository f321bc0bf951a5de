import { beforeEach, describe, expect, it } from 'vitest';
import { outboxDb } from './outbox-db.ts';
import { row, scriptedFetch } from './outbox.fixtures.ts';
import { keepMine } from './outbox-conflicts.ts';
import { discardUnsent, resubmitEdited } from './submit.ts';

/*
 * Two tabs (or a tab and the service worker) act on one row: whatever each of them does, one
 * change never goes out twice under two keys, and a row already sent is not dropped.
 */

beforeEach(async () => {
  await outboxDb.rows.clear();
});

describe('the outbox across tabs', () => {
  it('when two tabs send the same failed row, each edited, then one edit goes and the other sends nothing', async () => {
    await outboxDb.rows.add(row({ id: 'failed-1', status: 'failed', attempts: 1, httpStatus: 400 }));
    const fetch = scriptedFetch([{ status: 201 }, { status: 201 }]);
    globalThis.fetch = fetch.impl;
    const both = await Promise.all([resubmitEdited('failed-1', { a: 2 }), resubmitEdited('failed-1', { a: 3 })]);
    expect(both.filter((r) => r !== undefined)).toHaveLength(1);
    expect(fetch.calls).toHaveLength(1);
  });

  it('when two tabs press Keep mine on one conflict, then it is sent again once', async () => {
    const theirs = { success: false, error: 'Changed', code: 'conflict', version: 4, current: { version: 4 } };
    await outboxDb.rows.add(
      row({
        id: 'conflict-1',
        kind: 'appointments',
        method: 'PUT',
        path: '/api/admin/appointments/7',
        payload: { notes: 'mine' },
        status: 'conflict',
        attempts: 1,
        httpStatus: 409,
        response: theirs,
        versioned: { record: 'appointment:7', version: 3 },
      }),
    );
    const fetch = scriptedFetch([{ status: 200 }, { status: 200 }]);
    globalThis.fetch = fetch.impl;
    const both = await Promise.all([keepMine('conflict-1'), keepMine('conflict-1')]);
    expect(both.filter((r) => r !== undefined)).toHaveLength(1);
    expect(fetch.calls).toHaveLength(1);
  });

  it('when a row was sent meanwhile, then Discard leaves it; a failed one it drops', async () => {
    await outboxDb.rows.add(row({ id: 'sent-1', status: 'sent', attempts: 1 }));
    expect(await discardUnsent('sent-1')).toBe('gone');
    expect(await outboxDb.rows.get('sent-1')).toMatchObject({ status: 'sent' });
    await outboxDb.rows.add(row({ id: 'failed-2', status: 'failed', attempts: 1 }));
    expect(await discardUnsent('failed-2')).toBe('dropped');
    expect(await outboxDb.rows.get('failed-2')).toBeUndefined();
  });

  it('when a drain runs in another tab, then Discard of a queued row, which may be out, waits for none and drops nothing', async () => {
    // Another tab holds the drain's lock: a request made ifAvailable is told so at once.
    const held = {
      request: (_name: string, opts: unknown, cb?: (lock: null) => unknown) => Promise.resolve(cb!(null)),
    };
    Object.defineProperty(navigator, 'locks', { value: held, configurable: true });
    try {
      await outboxDb.rows.add(row({ id: 'queued-1', status: 'queued' }));
      expect(await discardUnsent('queued-1')).toBe('sending');
      expect(await outboxDb.rows.get('queued-1')).toMatchObject({ status: 'queued' });
      // A failed row is sent by no drain: it goes at once, drain or not.
      await outboxDb.rows.add(row({ id: 'failed-4', status: 'failed', attempts: 2 }));
      expect(await discardUnsent('failed-4')).toBe('dropped');
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it('when another tab retried a failed row, then an edit made on it sends nothing', async () => {
    await outboxDb.rows.add(row({ id: 'failed-3', status: 'queued', attempts: 1, nextAttemptAt: Date.now() + 60_000 }));
    const fetch = scriptedFetch([{ status: 201 }]);
    globalThis.fetch = fetch.impl;
    expect(await resubmitEdited('failed-3', { a: 2 })).toBeUndefined();
    expect(fetch.calls).toHaveLength(0);
  });
});
