import { beforeEach, describe, expect, it } from 'vitest';
import { markSending } from './mark-sending.ts';
import { OutboxDb } from './outbox-db.ts';
import { row } from './outbox.fixtures.ts';

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
