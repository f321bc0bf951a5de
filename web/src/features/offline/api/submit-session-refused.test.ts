import { afterEach, describe, expect, it } from 'vitest';
import { onUnauthorized } from '@/lib/api-client.ts';
import { SIGN_IN_TO_SEND } from './outbox-classify.ts';
import { outboxDb, type OutboxRow } from './outbox-db.ts';
import { submitThroughOutbox } from './submit.ts';

/** Between the row's save and the page's own try, another drain (the service worker's) sent it and met the refusal. */
const pausedOnSave = (_key: string, row: OutboxRow) => {
  Object.assign(row, { status: 'paused', attempts: 1, httpStatus: 401, lastError: SIGN_IN_TO_SEND });
};

afterEach(async () => {
  outboxDb.rows.hook('creating').unsubscribe(pausedOnSave);
  localStorage.removeItem('user');
  await outboxDb.rows.clear();
});

describe('a first try that finds its row paused by an ended session', () => {
  it("when the worker's drain met the ended session before the page's try, then the page ends it too", async () => {
    localStorage.setItem('user', JSON.stringify({ id: 7, name: 'Shop Admin', email: 'a@shop.test', role: 'admin' }));
    const heard: [number, number | undefined][] = [];
    const stop = onUnauthorized((status, userId) => heard.push([status, userId]));
    const calls: unknown[] = [];
    globalThis.fetch = (async (...args: unknown[]) => {
      calls.push(args);
      return new Response('{}', { status: 500 });
    }) as typeof fetch;
    outboxDb.rows.hook('creating', pausedOnSave);
    try {
      const row = await submitThroughOutbox({
        kind: 'request',
        label: 'Appointment request',
        method: 'POST',
        path: '/api/appointment-requests',
        payload: { a: 1 },
      });
      expect(row.status).toBe('paused');
      // The page sent nothing itself: the refusal came from the row the other drain left.
      expect(calls).toHaveLength(0);
      expect(heard).toEqual([[401, 7]]);
      expect((await outboxDb.rows.get(row.id))!.notified).toBe(true);
    } finally {
      stop();
    }
  });
});
