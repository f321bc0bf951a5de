import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { drainOutbox } from './outbox-drain.ts';
import { OutboxDb } from './outbox-db.ts';
import { row, scriptedFetch } from './outbox.fixtures.ts';

let db: OutboxDb;
beforeEach(async () => {
  db = new OutboxDb();
  await db.rows.clear();
});

/**
 * A minimal Web Locks manager (jsdom has none): exclusive locks granted in request order, as
 * browsers do. It records the names asked for.
 */
function installLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const asked: string[] = [];
  const locks = {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      asked.push(name);
      const run = (tails.get(name) ?? Promise.resolve()).then(callback);
      tails.set(name, run.catch(() => undefined));
      return run;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return asked;
}

describe('the outbox sends each row exactly once', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('when drained twice, then a sent row is not sent again', async () => {
    await db.rows.add(row({ id: 'once' }));
    const f = scriptedFetch([{ status: 201 }, { status: 201 }]);
    await drainOutbox({ db, fetchImpl: f.impl });
    await drainOutbox({ db, fetchImpl: f.impl, connectivity: true });
    expect(f.calls).toHaveLength(1);
    expect((await db.rows.get('once'))!.status).toBe('sent');
  });

  it('when two drains start together, then the lock lets one send and the other find nothing', async () => {
    const asked = installLocks();
    await db.rows.bulkAdd([row({ id: 'a', createdAt: 1 }), row({ id: 'b', createdAt: 2 })]);
    const f = scriptedFetch([{ status: 201 }, { status: 201 }, { status: 201 }, { status: 201 }]);
    const reports = await Promise.all([drainOutbox({ db, fetchImpl: f.impl }), drainOutbox({ db, fetchImpl: f.impl })]);
    expect(f.calls.map((c) => (c.init.headers as Record<string, string>)['Idempotency-Key'])).toEqual(['a', 'b']);
    expect(reports.map((r) => r.attempted)).toEqual([2, 0]);
    expect(asked).toEqual(['autoshop-outbox-drain', 'autoshop-outbox-drain']);
  });
});
