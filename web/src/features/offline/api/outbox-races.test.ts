import { beforeEach, describe, expect, it } from 'vitest';
import { outboxDb } from './outbox-db.ts';
import { row, scriptedFetch } from './outbox.fixtures.ts';
import { keepMine } from './outbox-conflicts.ts';
import { discardRow, resubmitEdited } from './submit.ts';

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

  it('when a row was sent meanwhile, then Discard leaves it and answers false', async () => {
    await outboxDb.rows.add(row({ id: 'sent-1', status: 'sent', attempts: 1 }));
    expect(await discardRow('sent-1')).toBe(false);
    expect(await outboxDb.rows.get('sent-1')).toMatchObject({ status: 'sent' });
    await outboxDb.rows.add(row({ id: 'failed-2', status: 'failed', attempts: 1 }));
    expect(await discardRow('failed-2')).toBe(true);
  });
});
