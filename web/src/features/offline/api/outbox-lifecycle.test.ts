import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drainOutbox } from './outbox-drain.ts';
import { outboxDb } from './outbox-db.ts';
import { pageLeavingSignal, releaseOutbox, reopenOutbox } from './outbox-lifecycle.ts';

const row = (id: string) => ({
  id,
  kind: 'request' as const,
  label: 'Appointment request',
  method: 'POST' as const,
  path: '/api/appointment-requests',
  payload: {},
  createdAt: Date.now(),
  attempts: 0,
  nextAttemptAt: 0,
  status: 'queued' as const,
});

afterEach(async () => {
  await reopenOutbox();
  await outboxDb.rows.clear();
});

describe('a page leaving for the back/forward cache', () => {
  it('aborts the outbox transactions it has running and closes the database until it comes back', async () => {
    await outboxDb.rows.add(row('a'));
    // A transaction kept open across a wait, as one frozen mid-way would be.
    const pending = outboxDb.transaction('rw', outboxDb.rows, async () => {
      await outboxDb.rows.update('a', { label: 'changed' });
      await Dexie.waitFor(new Promise((r) => setTimeout(r, 2_000)));
    });
    pending.catch(() => undefined);
    await vi.waitFor(() => expect(outboxDb.running.size).toBeGreaterThan(0));
    releaseOutbox();
    expect(outboxDb.running.size).toBe(0);
    expect(pageLeavingSignal().aborted).toBe(true);
    await expect(outboxDb.rows.count()).rejects.toMatchObject({ name: 'DatabaseClosedError' });

    await reopenOutbox();
    expect(pageLeavingSignal().aborted).toBe(false);
    // The aborted transaction's change never landed.
    expect((await outboxDb.rows.get('a'))?.label).toBe('Appointment request');
  });

  it('ends a drain stuck on the network at once, so its hold on the drain lock is given back', async () => {
    await outboxDb.rows.add(row('b'));
    const asked = vi.fn();
    const stuck = drainOutbox({ fetchImpl: () => (asked(), new Promise<Response>(() => undefined)) });
    await vi.waitFor(() => expect(asked).toHaveBeenCalled());
    releaseOutbox();
    await expect(stuck).resolves.toEqual({ attempted: 0, sent: [], offline: false });
  });
});
