import { beforeEach, describe, expect, it } from 'vitest';
import { OutboxDb } from './outbox-db.ts';
import { ANA, row } from './outbox.fixtures.ts';
import { pendingCount } from './use-outbox.ts';

let db: OutboxDb;
beforeEach(async () => {
  db = new OutboxDb();
  await db.rows.clear();
});

describe('the unsent badge', () => {
  it('when changes wait or need the user, then each counts; sent rows and a queued sign-out do not', async () => {
    await db.rows.bulkAdd([
      row({ id: 'queued', author: ANA, status: 'queued' }),
      row({ id: 'conflict', author: ANA, status: 'conflict' }),
      row({ id: 'paused', author: ANA, status: 'paused' }),
      row({ id: 'sent', author: ANA, status: 'sent' }),
      row({ id: 'out', author: ANA, kind: 'sign-out', status: 'queued' }),
    ]);
    expect(await pendingCount(db)).toBe(3);
  });

  it('when only a sign-out waits, then there is nothing to show', async () => {
    await db.rows.add(row({ id: 'out', author: ANA, kind: 'sign-out', status: 'queued' }));
    expect(await pendingCount(db)).toBe(0);
  });
});
