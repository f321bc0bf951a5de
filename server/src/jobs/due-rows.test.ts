import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/knex.ts';
import { createJobsTable } from '../test/jobs-table.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { fixedClock, type Clock } from '../clock.ts';
import { ALONE_AT_ONCE, dueRowsPass, FinalFailure, type DueRowsPolicy } from './due-rows.ts';
import { claimDue, markDone, markFailedTry, type DueRow } from './due-rows.repository.ts';

interface JobRow extends DueRow {
  payload: string;
  last_error: string | null;
}

let db: Db;
let testDb: TestDatabase;
const T0 = new Date('2026-11-25T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms).toISOString();

beforeEach(async () => {
  testDb = await openTestDatabase('due_rows');
  db = testDb.db;
  await createJobsTable(db);
});
afterEach(() => testDb.close());

const policy = (handled: string[], fail: (p: string) => boolean): DueRowsPolicy<JobRow> => ({
  table: 'jobs',
  batch: 2,
  leaseMs: 60_000,
  workTimeoutMs: 30_000,
  maxTries: 3,
  retryDelayMs: (tries) => tries * 1000,
  async handle(row) {
    handled.push(row.payload);
    if (fail(row.payload)) throw new Error(`no ${row.payload}`);
  },
  done: (now) => ({ status: 'done', done_at: now.toISOString() }),
});

describe('the due-rows job', () => {
  it('claims only what is due, in order, and never the same row twice', async () => {
    await db('jobs').insert([
      { payload: 'later', next_attempt_at: at(5000) },
      { payload: 'second', next_attempt_at: at(-1000) },
      { payload: 'first', next_attempt_at: at(-2000) },
    ]);
    const [a, b] = await Promise.all([
      claimDue<JobRow>(db, 'jobs', T0, 60_000, 10),
      claimDue<JobRow>(db, 'jobs', T0, 60_000, 10),
    ]);
    const claimed = [...a, ...b].map((r) => r.payload);
    expect(claimed.sort()).toEqual(['first', 'second']);
    expect(a.length === 0 || b.length === 0).toBe(true);
    expect([...a, ...b][0]!.payload).toBe('first');
  });

  it("takes a row again once its worker's lease ran out", async () => {
    await db('jobs').insert({ payload: 'x', next_attempt_at: at(0) });
    expect(await claimDue(db, 'jobs', T0, 60_000, 10)).toHaveLength(1);
    expect(await claimDue(db, 'jobs', new Date(T0.getTime() + 59_000), 60_000, 10)).toHaveLength(0);
    expect(await claimDue(db, 'jobs', new Date(T0.getTime() + 61_000), 60_000, 10)).toHaveLength(1);
  });

  it('confirms finished rows, backs off failed ones, and gives up after the last try', async () => {
    await db('jobs').insert(['ok1', 'bad', 'ok2'].map((payload) => ({ payload, next_attempt_at: at(0) })));
    let now = T0;
    const clock: Clock = { now: () => now };
    const handled: string[] = [];
    const pass = dueRowsPass(
      db,
      clock,
      policy(handled, (p) => p === 'bad'),
    );
    expect(await pass()).toEqual({ done: 2, failed: 1, lost: 0 });
    const bad = await db('jobs').where({ payload: 'bad' }).first();
    expect(bad).toMatchObject({ status: 'queued', attempts: 1, last_error: 'no bad', next_attempt_at: at(1000) });
    expect(await db('jobs').where({ status: 'done' }).pluck('done_at')).toEqual([at(0), at(0)]);
    expect(await pass()).toEqual({ done: 0, failed: 0, lost: 0 });
    for (const wait of [1000, 2000]) {
      now = new Date(now.getTime() + wait);
      await pass();
    }
    expect(await db('jobs').where({ payload: 'bad' }).first()).toMatchObject({ status: 'failed', attempts: 3 });
    expect(handled.filter((p) => p === 'bad')).toHaveLength(3);
  });

  it('works through more than one batch in a pass', async () => {
    await db('jobs').insert(['a', 'b', 'c', 'd', 'e'].map((payload) => ({ payload, next_attempt_at: at(0) })));
    const handled: string[] = [];
    expect(
      await dueRowsPass(
        db,
        fixedClock(T0),
        policy(handled, () => false),
      )(),
    ).toEqual({ done: 5, failed: 0, lost: 0 });
    expect(handled.sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('a final failure is not tried again, and rows confirmed alone are done as each finishes, a few at a time', async () => {
    await db('jobs').insert(
      ['gone', ...Array.from({ length: 10 }, (_, i) => `push${i}`)].map((payload) => ({
        payload,
        next_attempt_at: at(0),
      })),
    );
    let inFlight = 0;
    let most = 0;
    const doneWhenStarted: number[] = [];
    const pass = dueRowsPass(db, fixedClock(T0), {
      ...policy([], () => false),
      batch: 20,
      confirmAlone: (row) => row.payload.startsWith('push'),
      async handle(row) {
        if (row.payload === 'gone') throw new FinalFailure('gone for good');
        // Counted as the work starts: the pool decides this, not how fast the database answers.
        most = Math.max(most, ++inFlight);
        try {
          doneWhenStarted.push((await db('jobs').where({ status: 'done' })).length);
          await new Promise((resolve) => setTimeout(resolve, 5));
        } finally {
          inFlight -= 1;
        }
      },
    });
    expect(await pass()).toEqual({ done: 10, failed: 1, lost: 0 });
    expect(await db('jobs').where({ payload: 'gone' }).first()).toMatchObject({ status: 'failed', attempts: 1 });
    expect(most).toBe(ALONE_AT_ONCE);
    // The later rows started after earlier ones were already confirmed, not at the batch's end.
    expect(Math.max(...doneWhenStarted)).toBeGreaterThanOrEqual(10 - ALONE_AT_ONCE);
  });

  it('when a lease ran out and another worker claimed the row, then the first can mark it neither done nor failed', async () => {
    await db('jobs').insert({ payload: 'x', next_attempt_at: at(0) });
    const [first] = await claimDue<JobRow>(db, 'jobs', T0, 60_000, 10);
    const [second] = await claimDue<JobRow>(db, 'jobs', new Date(T0.getTime() + 61_000), 60_000, 10);
    expect(second!.lease_id).not.toBe(first!.lease_id);
    expect(await markDone(db, 'jobs', [first!.id], first!.lease_id!, { status: 'done' })).toBe(0);
    expect(await markFailedTry(db, 'jobs', first!, 'late', new Date(T0.getTime() + 99_000))).toBe(false);
    expect(await db('jobs').first()).toMatchObject({ status: 'sending', attempts: 0, lease_id: second!.lease_id });
    expect(await markDone(db, 'jobs', [second!.id], second!.lease_id!, { status: 'done' })).toBe(1);
    expect(await db('jobs').first()).toMatchObject({ status: 'done', lease_id: null, lease_until: null });
  });

  it('when a pass loses its rows to a later claim mid-work, then it writes nothing of them and says so', async () => {
    await db('jobs').insert(['together', 'alone'].map((payload) => ({ payload, next_attempt_at: at(0) })));
    const later = new Date(T0.getTime() + 61_000);
    let taken: JobRow[] = [];
    const pass = dueRowsPass(db, fixedClock(T0), {
      ...policy([], (p) => p === 'alone'),
      confirmAlone: (row) => row.payload === 'alone',
      async handle(row) {
        // Another server, whose clock is past this claim's lease, takes both rows while this one works.
        if (taken.length === 0) taken = await claimDue<JobRow>(db, 'jobs', later, 60_000, 10);
        if (row.payload === 'alone') throw new Error('provider down');
      },
    });
    expect(await pass()).toEqual({ done: 0, failed: 0, lost: 2 });
    const rows = await db('jobs').orderBy('id').select('*');
    expect(rows.map((r: JobRow) => [r.status, r.attempts, r.lease_id])).toEqual(
      taken.map((r) => ['sending', 0, r.lease_id]),
    );
  });

  it('when a row worked alone waited for a lane and its claim was taken over meanwhile, then its work is skipped', async () => {
    const payloads = Array.from({ length: ALONE_AT_ONCE + 1 }, (_, i) => `sms${i}`);
    await db('jobs').insert(payloads.map((payload) => ({ payload, next_attempt_at: at(0) })));
    const handled: string[] = [];
    let everyLaneBusy!: () => void;
    const lanesBusy = new Promise<void>((resolve) => (everyLaneBusy = resolve));
    let takeover: Promise<unknown> | undefined;
    const pass = dueRowsPass(db, fixedClock(T0), {
      ...policy(handled, () => false),
      batch: 10,
      confirmAlone: () => true,
      async handle(row) {
        handled.push(row.payload);
        if (handled.length === ALONE_AT_ONCE) everyLaneBusy();
        // Once every lane is at work (each row's lease renewed), another server takes every row
        // over; the rows finish after that, in whatever order PostgreSQL's pool answers them.
        await lanesBusy;
        await (takeover ??= claimDue<JobRow>(db, 'jobs', new Date(T0.getTime() + 61_000), 60_000, 10));
      },
    });
    expect(await pass()).toEqual({ done: 0, failed: 0, lost: ALONE_AT_ONCE + 1 });
    // The rows in flight (begun in any order) finished their work; the one waiting for a lane never began.
    expect([...handled].sort()).toEqual(payloads.slice(0, ALONE_AT_ONCE));
  });

  it('when a handler hangs, then it is cut off at the work timeout and tried again after its back-off', async () => {
    await db('jobs').insert({ payload: 'hangs', next_attempt_at: at(0) });
    let signalled = false;
    const pass = dueRowsPass(db, fixedClock(T0), {
      ...policy([], () => false),
      workTimeoutMs: 50,
      handle: (_row, signal) => new Promise<void>(() => signal.addEventListener('abort', () => (signalled = true))),
    });
    expect(await pass()).toEqual({ done: 0, failed: 1, lost: 0 });
    expect(signalled).toBe(true);
    expect(await db('jobs').first()).toMatchObject({
      status: 'queued',
      attempts: 1,
      next_attempt_at: at(1000),
      last_error: 'jobs row 1 did not finish within 0.05 s',
    });
  });

  it('when the work timeout is not under the lease, then the pass refuses to start', () => {
    expect(() => dueRowsPass(db, fixedClock(T0), { ...policy([], () => false), workTimeoutMs: 60_000 })).toThrow(
      /under the lease/,
    );
  });
});
