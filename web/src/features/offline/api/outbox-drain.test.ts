import { beforeEach, describe, expect, it } from 'vitest';
import { inspectionMessages } from '@shop/shared/inspections/messages';
import { backoffMs, classifyAnswer, retryDelayMs } from './outbox-classify.ts';
import { addRow } from './outbox-blobs.ts';
import { drainOutbox, resumePaused } from './outbox-drain.ts';
import { OutboxDb } from './outbox-db.ts';
import { ANA, row, scriptedFetch } from './outbox.fixtures.ts';

let db: OutboxDb;
beforeEach(async () => {
  db = new OutboxDb();
  await db.rows.clear();
});

describe('classifyAnswer', () => {
  it.each([
    [0, null, 'retry'],
    [408, {}, 'retry'],
    [429, { code: 'too_many_requests' }, 'retry'],
    [500, {}, 'retry'],
    [503, {}, 'retry'],
    [503, { code: 'busy' }, 'retry'],
    [409, { code: 'idempotency_in_progress' }, 'retry'],
    [201, {}, 'sent'],
    [409, { code: 'slot_unavailable' }, 'conflict'],
    [409, { code: 'conflict' }, 'conflict'],
    [409, { code: 'appointment_cancelled' }, 'failed'],
    [409, { code: 'sms_opted_out' }, 'failed'],
    [409, { code: 'sms_unavailable' }, 'failed'],
    [409, { code: 'estimate_changed' }, 'conflict'],
    [429, { status: 'rate_limited' }, 'failed'],
    [429, { code: 'too_many_requests', retry: false }, 'failed'],
    [400, { error: 'Bad' }, 'failed'],
    [422, {}, 'failed'],
    [401, {}, 'paused'],
    [403, {}, 'paused'],
  ])('when the answer is %i %j, then %s', (status, body, next) => {
    expect(classifyAnswer(status, body).next).toBe(next);
  });

  it('when rate limited, then the spec message is kept for the user', () => {
    expect(classifyAnswer(429, { status: 'rate_limited' })).toEqual({
      next: 'failed',
      error:
        'Daily request limit exceeded. You can only submit 2 appointment requests per day. Please call us directly if you need immediate assistance.',
    });
  });

  it('when the server is busy and asks for a wait, then the row is retried after that wait, with its message', () => {
    expect(classifyAnswer(503, { code: 'busy', error: inspectionMessages.busy }, 5_000)).toEqual({
      next: 'retry',
      error: inspectionMessages.busy,
      afterMs: 5_000,
    });
    expect(classifyAnswer(429, { code: 'too_many_requests' }, 30_000)).toMatchObject({
      next: 'retry',
      afterMs: 30_000,
    });
    expect(classifyAnswer(503, {})).not.toHaveProperty('afterMs');
  });

  it('when the server asked for a wait, then the retry is never sooner, and the back-off still applies past it', () => {
    expect(retryDelayMs(1, 5_000, () => 0)).toBe(5_000);
    expect(retryDelayMs(1, undefined, () => 0)).toBe(2_000);
    expect(retryDelayMs(5, 5_000, () => 0)).toBe(32_000);
  });

  it('backs off exponentially up to five minutes', () => {
    expect(backoffMs(1, () => 0)).toBe(2000);
    expect(backoffMs(3, () => 0)).toBe(8000);
    expect(backoffMs(30, () => 0)).toBe(300_000);
  });
});

describe('drainOutbox', () => {
  it('when sent, then the row is marked sent with the answer, and the key is the row id', async () => {
    await db.rows.add(row({ id: 'k-1' }));
    const f = scriptedFetch([{ status: 201, body: { request_id: 7 } }]);
    const report = await drainOutbox({ db, fetchImpl: f.impl });
    expect(report.sent).toHaveLength(1);
    expect(report.offline).toBe(false);
    expect(await db.rows.get('k-1')).toMatchObject({ status: 'sent', response: { request_id: 7 }, attempts: 1 });
    expect((f.calls[0].init.headers as Record<string, string>)['Idempotency-Key']).toBe('k-1');
  });

  it('when the network is down, then the row stays queued with a back-off and later rows are not tried', async () => {
    await db.rows.bulkAdd([row({ id: 'a', createdAt: 1 }), row({ id: 'b', createdAt: 2 })]);
    const f = scriptedFetch(['network']);
    expect((await drainOutbox({ db, fetchImpl: f.impl, now: () => 1000 })).offline).toBe(true);
    expect(f.calls).toHaveLength(1);
    const a = await db.rows.get('a');
    expect(a).toMatchObject({ status: 'queued', attempts: 1 });
    expect(a!.nextAttemptAt).toBeGreaterThanOrEqual(3000);
    expect((await db.rows.get('b'))!.status).toBe('queued');
  });

  it('when a send hangs, then it is cut off as no network and the row waits, its key unchanged', async () => {
    await db.rows.bulkAdd([row({ id: 'hung', createdAt: 1 }), row({ id: 'next', createdAt: 2 })]);
    const hang: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    const report = await drainOutbox({ db, fetchImpl: hang, deadlineMs: 20 });
    expect(report.offline).toBe(true);
    expect(await db.rows.get('hung')).toMatchObject({ status: 'queued', attempts: 1 });
    const f = scriptedFetch([{ status: 200 }, { status: 200 }]);
    expect((await drainOutbox({ db, fetchImpl: f.impl, connectivity: true })).sent).toHaveLength(2);
    expect((f.calls[0].init.headers as Record<string, string>)['Idempotency-Key']).toBe('hung');
  });

  it('when a row is not yet due, then it waits; a user retry (only) sends it anyway', async () => {
    await db.rows.add(row({ id: 'later', nextAttemptAt: 10_000 }));
    const f = scriptedFetch([{ status: 200 }]);
    expect((await drainOutbox({ db, fetchImpl: f.impl, now: () => 5 })).attempted).toBe(0);
    expect((await drainOutbox({ db, fetchImpl: f.impl, now: () => 5, only: 'later' })).attempted).toBe(1);
  });

  it('handles each answer class: 5xx retry, 409 conflict, 400 failed, 401 paused until resumed', async () => {
    await db.rows.bulkAdd([
      row({ id: 'r5', createdAt: 1 }),
      row({ id: 'c', createdAt: 2 }),
      row({ id: 'f', createdAt: 3 }),
      row({ id: 'p', createdAt: 4, author: ANA }),
    ]);
    const f = scriptedFetch([
      { status: 503, body: { error: 'busy' } },
      {
        status: 409,
        body: { code: 'slot_unavailable', error: 'That time is no longer available. Please pick another time.' },
      },
      { status: 400, body: { error: 'Please enter a valid email address' } },
      { status: 401, body: {} },
    ]);
    await drainOutbox({ db, fetchImpl: f.impl, now: () => 0, holder: async () => ANA.id });
    expect(await db.rows.get('r5')).toMatchObject({ status: 'queued', lastError: 'busy' });
    expect(await db.rows.get('c')).toMatchObject({
      status: 'conflict',
      lastError: 'That time is no longer available. Please pick another time.',
    });
    expect(await db.rows.get('f')).toMatchObject({ status: 'failed', lastError: 'Please enter a valid email address' });
    expect((await db.rows.get('p'))!.status).toBe('paused');
    expect(await resumePaused(ANA.id, db)).toBe(1);
    expect((await db.rows.get('p'))!.status).toBe('queued');
  });

  it('when a photo upload finds the server busy, then it waits as long as the Retry-After asked', async () => {
    await db.rows.add(row({ id: 'photo' }));
    const busy = {
      status: 503,
      body: { code: 'busy', error: inspectionMessages.busy },
      headers: { 'Retry-After': '30' },
    };
    const f = scriptedFetch([busy]);
    const report = await drainOutbox({ db, fetchImpl: f.impl, now: () => 1_000 });
    expect(report.offline).toBe(false);
    const queued = await db.rows.get('photo');
    expect(queued).toMatchObject({
      status: 'queued',
      attempts: 1,
      httpStatus: 503,
      lastError: inspectionMessages.busy,
    });
    expect(queued!.nextAttemptAt).toBeGreaterThanOrEqual(31_000);
    expect((await drainOutbox({ db, fetchImpl: f.impl, now: () => 30_000 })).attempted).toBe(0);
  });

  it('when the server turns a photo away as busy, then the later photos wait for the next turn and other rows go', async () => {
    const bytes = { bytes: new Uint8Array([0xff, 0xd8, 0xff]).buffer, type: 'image/jpeg' };
    const photo = (id: string, createdAt: number) =>
      addRow(db, row({ id, createdAt, path: '/api/photos', binary: { type: 'image/jpeg', size: 3 } }), bytes);
    await photo('p1', 1);
    await photo('p2', 2);
    await db.rows.add(row({ id: 'j3', createdAt: 3 }));
    const f = scriptedFetch([
      { status: 503, body: { code: 'busy' }, headers: { 'Retry-After': '5' } },
      { status: 201 },
    ]);
    const report = await drainOutbox({ db, fetchImpl: f.impl, now: () => 0 });
    expect(f.calls.map((c) => c.url)).toEqual(['/api/photos', '/api/appointment-requests']);
    expect(report.attempted).toBe(2);
    expect(await db.rows.get('p2')).toMatchObject({ status: 'queued', attempts: 0 });
    expect((await db.rows.get('j3'))!.status).toBe('sent');
  });

  it('when a row was left sending by a closed page, then it is sent again (same key)', async () => {
    await db.rows.add(row({ id: 'stuck', status: 'sending', sendingSince: 0 }));
    const f = scriptedFetch([{ status: 201 }]);
    await drainOutbox({ db, fetchImpl: f.impl, now: () => 120_000 });
    expect((await db.rows.get('stuck'))!.status).toBe('sent');
  });

  it('never drops a row: every answer leaves it in the table', async () => {
    const statuses = [0, 200, 400, 401, 409, 422, 429, 500];
    for (const [i] of statuses.entries()) await db.rows.add(row({ id: `n${i}`, createdAt: i }));
    for (const s of statuses) {
      const f = scriptedFetch([s === 0 ? 'network' : { status: s }]);
      await drainOutbox({ db, fetchImpl: f.impl, only: `n${statuses.indexOf(s)}` });
    }
    expect(await db.rows.count()).toBe(statuses.length);
  });
});

describe('drainOutbox on a connectivity signal', () => {
  it('when the network is known to be back, then rows still in back-off are sent too', async () => {
    await db.rows.add(row({ id: 'waiting', nextAttemptAt: 60_000 }));
    const f = scriptedFetch([{ status: 201 }]);
    expect((await drainOutbox({ db, fetchImpl: f.impl, now: () => 1 })).attempted).toBe(0);
    expect((await drainOutbox({ db, fetchImpl: f.impl, now: () => 1, connectivity: true })).attempted).toBe(1);
    expect((await db.rows.get('waiting'))!.status).toBe('sent');
  });
});
