import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { drainOutbox, resumePaused } from './outbox-drain.ts';
import { OutboxDb } from './outbox-db.ts';
import { ANA, row, scriptedFetch } from './outbox.fixtures.ts';
import { MARK_SENDING_AFTER_MS } from './mark-sending.ts';

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
      tails.set(
        name,
        run.catch(() => undefined),
      );
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

describe('what the drain sends, and when', () => {
  it('sends JSON with the key, same-origin; a DELETE without payload has no body, a POST without one sends {}', async () => {
    await db.rows.bulkAdd([
      row({ id: 'd', method: 'DELETE', payload: undefined, createdAt: 1, author: ANA }),
      row({ id: 'p', payload: undefined, createdAt: 2, author: ANA }),
    ]);
    const f = scriptedFetch([{ status: 200 }, { status: 201 }]);
    await drainOutbox({ db, fetchImpl: f.impl, holder: async () => ANA.id });
    expect(f.calls[0].init).toMatchObject({ method: 'DELETE', credentials: 'same-origin', body: undefined });
    expect(f.calls[0].init.headers).toEqual({ accept: 'application/json', 'Idempotency-Key': 'd' });
    expect(f.calls[1].init).toMatchObject({ method: 'POST', body: '{}', credentials: 'same-origin' });
    expect(f.calls[1].init.headers).toEqual({
      'content-type': 'application/json',
      accept: 'application/json',
      'Idempotency-Key': 'p',
    });
  });

  it('marks a row sending while its request is out, and keeps a text answer as text', async () => {
    await db.rows.add(row({ id: 't' }));
    let during: string | undefined;
    const impl = (async () => {
      during = (await db.rows.get('t'))!.status;
      return new Response('OK then', { status: 200 });
    }) as unknown as typeof fetch;
    await drainOutbox({ db, fetchImpl: impl });
    expect(during).toBe('sending');
    expect(await db.rows.get('t')).toMatchObject({ status: 'sent', response: 'OK then' });
  });

  it('under the drain lock, a change goes unmarked while out (one write fewer a row) and bytes show as sending', async () => {
    installLocks();
    try {
      await db.rows.add(row({ id: 'change', createdAt: 1 }));
      await db.rows.add(row({ id: 'photo', createdAt: 2, binary: { type: 'image/jpeg', size: 1 } }));
      await db.blobs.add({ id: 'photo', bytes: new ArrayBuffer(1), type: 'image/jpeg', size: 1 });
      const during: string[] = [];
      const impl = (async (_path: string, init: RequestInit) => {
        const key = (init.headers as Record<string, string>)['Idempotency-Key'];
        during.push(`${key}:${(await db.rows.get(key))!.status}`);
        return new Response('{}', { status: 200 });
      }) as unknown as typeof fetch;
      await drainOutbox({ db, fetchImpl: impl });
      expect(during).toEqual(['change:queued', 'photo:sending']);
      // The later mark was called off by the answer: nothing marks the sent change afterwards.
      await new Promise((r) => setTimeout(r, MARK_SENDING_AFTER_MS + 50));
      expect((await db.rows.get('change'))!.status).toBe('sent');
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it('leaves a row sending for up to a minute (another tab may be sending it), then sends it again', async () => {
    await db.rows.add(row({ id: 's', status: 'sending', sendingSince: 1_000 }));
    const f = scriptedFetch([{ status: 201 }]);
    expect((await drainOutbox({ db, fetchImpl: f.impl, now: () => 61_000 })).attempted).toBe(0);
    expect((await db.rows.get('s'))!.status).toBe('sending');
    expect((await drainOutbox({ db, fetchImpl: f.impl, now: () => 61_001 })).attempted).toBe(1);
  });

  it('under the drain lock, a row left sending is known dead (no other drain runs) and goes at once', async () => {
    Object.defineProperty(navigator, 'locks', {
      value: { request: (_name: string, run: () => Promise<unknown>) => run() },
      configurable: true,
    });
    try {
      await db.rows.add(row({ id: 'left', status: 'sending', sendingSince: 60_000 }));
      const f = scriptedFetch([{ status: 201 }]);
      expect((await drainOutbox({ db, fetchImpl: f.impl, now: () => 60_001 })).attempted).toBe(1);
      expect((await db.rows.get('left'))!.status).toBe('sent');
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it('sends "only" a row that is queued: a sent or unknown one is left alone', async () => {
    await db.rows.add(row({ id: 'done', status: 'sent' }));
    const f = scriptedFetch([]);
    expect((await drainOutbox({ db, fetchImpl: f.impl, only: 'done' })).attempted).toBe(0);
    expect((await drainOutbox({ db, fetchImpl: f.impl, only: 'missing' })).attempted).toBe(0);
    expect(f.calls).toHaveLength(0);
  });

  it('resumes only the paused rows', async () => {
    await db.rows.bulkAdd([
      row({ id: 'p', status: 'paused', author: ANA }),
      row({ id: 'f', status: 'failed', author: ANA }),
    ]);
    expect(await resumePaused(ANA.id, db)).toBe(1);
    expect((await db.rows.get('f'))!.status).toBe('failed');
  });
});
