import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestApp, wizardBody, type TestApp } from '../test/test-app.ts';
import { testPostgresUrl } from '../test/test-db.ts';

/**
 * Bookings that arrive together. On SQLite they share transactions (db/write-batches.ts), one
 * customer's never with each other; on PostgreSQL each has its own. Either way each is kept once.
 */
let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.stop();
});

const count = async (where: Record<string, unknown> = {}) =>
  Number(((await t.db('appointments').where(where).count({ n: '*' })) as { n: number | string }[])[0]!.n);

describe('bookings at once', () => {
  it('when six customers book three hours at once, then all six are kept once, each in a bay of its own, each mailed once', async () => {
    const starts = ['09:00', '10:00', '11:00'];
    const batched = t.deps.batches ? vi.spyOn(t.deps.batches, 'run') : null;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.call('POST', '/api/appointments', {
          body: wizardBody({
            start_time: starts[i % 3],
            contact_info: { name: `B ${i}`, email: `b${i}@x.io`, phone: '5105550100' },
          }),
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    // On SQLite each went through the batches; PostgreSQL has none.
    expect(batched?.mock.calls.length ?? 0).toBe(testPostgresUrl() ? 0 : 6);
    expect(new Set(answers.map((a) => a.body.appointment.id)).size).toBe(6);
    expect(await count()).toBe(6);
    for (const start of starts) {
      const bays = (await t.db('appointments').where({ start_time: start }).pluck('bay')) as number[];
      expect(bays.sort()).toEqual([1, 2]);
    }
    await t.notifier.idle();
    for (let i = 0; i < 6; i += 1) expect(t.mailsTo(`b${i}@x.io`)).toHaveLength(1);
  });

  it('when one customer books two hours at once, then both are kept, with one customer and one car', async () => {
    const answers = await Promise.all(
      ['09:00', '11:00'].map((start_time) => t.call('POST', '/api/appointments', { body: wizardBody({ start_time }) })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(await count()).toBe(2);
    expect(await t.db('customers').where({ email: 'ana@example.com' }).pluck('id')).toHaveLength(1);
    expect(new Set(await t.db('appointments').pluck('vehicle_id')).size).toBe(1);
  });

  it('when a booking and its retry with one Idempotency-Key arrive at once, then one appointment, which every 201 names', async () => {
    const headers = { 'Idempotency-Key': 'at-once-0001' };
    const answers = await Promise.all(
      [0, 1].map(() => t.call('POST', '/api/appointments', { body: wizardBody(), headers })),
    );
    // One customer's writes never share a transaction, so on SQLite the retry gets the stored
    // answer; on PostgreSQL the two may run at once, and the second is told to retry (idempotency.repository.ts).
    const booked = answers.filter((a) => a.status === 201);
    const inProgress = answers.filter((a) => a.status === 409 && a.body.code === 'idempotency_in_progress');
    expect(booked.length + inProgress.length).toBe(2);
    expect(new Set(booked.map((a) => a.body.appointment.id)).size).toBe(1);
    if (!testPostgresUrl()) expect(booked).toHaveLength(2);
    expect(await count()).toBe(1);
  });

  it('when one booking of many fails, then the others are still kept once each', async () => {
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, (_, i) =>
        t.call('POST', '/api/appointments', {
          body: wizardBody({
            start_time: '10:00',
            contact_info: { name: `C ${i}`, email: `c${i}@x.io`, phone: '5105550100' },
          }),
        }),
      ),
      t.call('POST', '/api/appointments', {
        body: wizardBody({ contact_info: { name: 'Bad', email: 'not-an-email', phone: '5105550100' } }),
      }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 400, 409, 409]);
    expect(await count({ start_time: '10:00' })).toBe(2);
    // The losers' ghost accounts went with their rollback, on either database.
    expect(await t.db('users').whereIn('email', ['c0@x.io', 'c1@x.io', 'c2@x.io', 'c3@x.io']).pluck('id')).toHaveLength(
      2,
    );
  });
});
