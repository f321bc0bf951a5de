import { beforeEach, describe, expect, it } from 'vitest';
import { drainOutbox, resumePaused } from './outbox-drain.ts';
import { OutboxDb } from './outbox-db.ts';
import { ANA, row, scriptedFetch } from './outbox.fixtures.ts';

const BO = { id: 2, firstName: 'Bo' };
let db: OutboxDb;
beforeEach(async () => {
  db = new OutboxDb();
  await db.rows.clear();
});

describe('the drain on a shared device', () => {
  it('when someone else holds the session, then a row waits for its author; under the author it goes once', async () => {
    await db.rows.add(row({ id: 'ana', author: ANA }));
    const f = scriptedFetch([{ status: 201 }]);
    expect((await drainOutbox({ db, fetchImpl: f.impl, holder: async () => BO.id })).attempted).toBe(0);
    expect((await drainOutbox({ db, fetchImpl: f.impl, holder: async () => null })).attempted).toBe(0);
    expect((await drainOutbox({ db, fetchImpl: f.impl, holder: async () => 'unknown' })).attempted).toBe(0);
    expect((await db.rows.get('ana'))!.status).toBe('queued');
    const sent = await drainOutbox({ db, fetchImpl: f.impl, holder: async () => ANA.id });
    expect([sent.attempted, sent.sessionRefusedFor]).toEqual([1, undefined]);
    expect((await drainOutbox({ db, fetchImpl: f.impl, holder: async () => ANA.id })).attempted).toBe(0);
    expect(f.calls).toHaveLength(1);
  });

  it('when a guest made a row, then it goes under any session without the browser’s cookies', async () => {
    await db.rows.add(row({ id: 'guest', author: null }));
    const f = scriptedFetch([{ status: 201 }]);
    await drainOutbox({ db, fetchImpl: f.impl, holder: async () => BO.id });
    expect(f.calls[0].init.credentials).toBe('omit');
  });

  it('when a sign-out was queued offline, then it goes after its author’s changes and a 401 settles it', async () => {
    await db.rows.bulkAdd([
      row({ id: 'change', author: ANA, createdAt: 1 }),
      row({ id: 'out', kind: 'sign-out', path: '/api/users/logout', author: ANA, createdAt: 2 }),
    ]);
    // The change meets a busy server: the sign-out must not take its session away meanwhile.
    const busy = scriptedFetch([{ status: 503 }]);
    await drainOutbox({ db, fetchImpl: busy.impl, holder: async () => ANA.id, connectivity: true });
    expect(busy.calls.map((c) => c.url)).toEqual(['/api/appointment-requests']);
    const back = scriptedFetch([{ status: 201 }, { status: 401 }]);
    await drainOutbox({ db, fetchImpl: back.impl, holder: async () => ANA.id, connectivity: true });
    expect(back.calls.map((c) => c.url)).toEqual(['/api/appointment-requests', '/api/users/logout']);
    expect((await db.rows.get('out'))!.status).toBe('sent');
  });

  it('when someone signs in, then only their own paused rows are queued again', async () => {
    await db.rows.bulkAdd([
      row({ id: 'ana', author: ANA, status: 'paused' }),
      row({ id: 'bo', author: BO, status: 'paused' }),
    ]);
    expect(await resumePaused(BO.id, db)).toBe(1);
    expect((await db.rows.get('ana'))!.status).toBe('paused');
    expect((await db.rows.get('bo'))!.status).toBe('queued');
  });

  it('when the server refused the session the row went under, then it waits for its author, whatever the route answered', async () => {
    await db.rows.bulkAdd([
      row({ id: 'cancel', author: ANA, createdAt: 1 }),
      row({ id: 'out', kind: 'sign-out', author: ANA, createdAt: 2 }),
    ]);
    const refused = { 'Session-Refused': '1' };
    const f = scriptedFetch([
      { status: 404, body: { error: 'Appointment not found' }, headers: refused },
      { status: 200, headers: refused },
    ]);
    const report = await drainOutbox({ db, fetchImpl: f.impl, holder: async () => ANA.id });
    expect(await db.rows.get('cancel')).toMatchObject({ status: 'paused', lastError: 'Sign in again to send this.' });
    expect((await db.rows.get('out'))!.status).toBe('sent');
    // Told to whoever drained (the worker passes it on to the pages, whose session it ends).
    expect(report.sessionRefusedFor).toBe(ANA.id);
  });
});
