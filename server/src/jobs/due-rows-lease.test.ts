import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/knex.ts';
import { createJobsTable } from '../test/jobs-table.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-db.ts';
import type { Clock } from '../clock.ts';
import { ALONE_AT_ONCE, dueRowsPass, type DueRowsPolicy } from './due-rows.ts';
import type { DueRow } from './due-rows.repository.ts';

interface JobRow extends DueRow {
  payload: string;
}

let db: Db;
let testDb: TestDatabase;
const T0 = new Date('2026-11-25T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms).toISOString();

beforeEach(async () => {
  testDb = await openTestDatabase('due_rows_lease');
  db = testDb.db;
  await createJobsTable(db);
});
afterEach(() => testDb.close());

/** Texts are confirmed alone, mails together; every row's work is recorded in `sent`. */
const policy = (sent: string[]): DueRowsPolicy<JobRow> => ({
  table: 'jobs',
  batch: 20,
  leaseMs: 60_000,
  workTimeoutMs: 30_000,
  maxTries: 3,
  retryDelayMs: (tries) => tries * 1000,
  async handle(row) {
    sent.push(row.payload);
  },
  done: (now) => ({ status: 'done', done_at: now.toISOString() }),
  confirmAlone: (row) => row.payload.startsWith('sms'),
});

describe('the due-rows job and its lease', () => {
  it('when slow texts of a batch outlast its lease, then its mails were confirmed as they finished and a second server does not send them again', async () => {
    const texts = Array.from({ length: 4 * ALONE_AT_ONCE }, (_, i) => `sms${i}`);
    const payloads = ['mail0', 'mail1', ...texts];
    await db('jobs').insert(payloads.map((payload) => ({ payload, next_attempt_at: at(0) })));
    let now = T0;
    const clock: Clock = { now: () => now };
    const sent: string[] = [];
    const other = dueRowsPass(db, clock, policy(sent));
    let otherRan = false;
    const pass = dueRowsPass(db, clock, {
      ...policy(sent),
      async handle(row) {
        sent.push(row.payload);
        if (!row.payload.startsWith('sms')) return;
        // Each text takes 20 s (under the work timeout); four rounds of them outlast the claim's lease.
        const started = now.getTime();
        await new Promise((resolve) => setTimeout(resolve, 20));
        now = new Date(Math.max(now.getTime(), started + 20_000));
        if (now.getTime() - T0.getTime() > 60_000 && !otherRan) {
          otherRan = true;
          await other();
        }
      },
    });
    await pass();
    expect(otherRan).toBe(true);
    expect(sent.filter((p) => p.startsWith('mail')).sort()).toEqual(['mail0', 'mail1']);
    expect([...sent].sort()).toEqual([...payloads].sort());
    expect((await db('jobs').select('status')).map((r: JobRow) => r.status)).toEqual(payloads.map(() => 'done'));
  });
});
