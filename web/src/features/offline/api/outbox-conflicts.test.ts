import { beforeEach, describe, expect, it } from 'vitest';
import { keepMine, takeTheirs } from './outbox-conflicts.ts';
import { outboxDb, type OutboxRow } from './outbox-db.ts';
import { row, scriptedFetch } from './outbox.fixtures.ts';
import { theirsOf } from './outbox-versions.ts';

const ok = (version: number) => ({ status: 200, body: { success: true, version } });

/** A conflict on appointment 7 whose server copy is at `theirs`, made at `createdAt`. */
const conflict = (over: Partial<OutboxRow> = {}) =>
  row({
    id: 'conflict',
    kind: 'appointments',
    method: 'PUT',
    path: '/api/admin/appointments/7/status',
    payload: { status: 'completed' },
    status: 'conflict',
    createdAt: 10,
    versioned: { record: 'appointment:7', version: 3 },
    response: {
      success: false,
      error: 'Changed',
      code: 'conflict',
      version: 5,
      current: { version: 5, status: 'confirmed' },
    },
    ...over,
  });
const later = (id: string, createdAt: number, over: Partial<OutboxRow> = {}) =>
  row({
    id,
    kind: 'appointments',
    method: 'PUT',
    path: '/api/admin/appointments/7/status',
    payload: { status: id },
    createdAt,
    versioned: { record: 'appointment:7', version: 3, chained: true },
    ...over,
  });
const sentVersions = (calls: { init: RequestInit }[]) =>
  calls.map((c) => (JSON.parse(String(c.init.body)) as { version: number }).version);

beforeEach(async () => {
  await outboxDb.rows.clear();
});

describe('theirsOf', () => {
  it("reads the version and the record from the protocol's 409 answer", () => {
    expect(theirsOf(conflict())).toEqual({ version: 5, current: { version: 5, status: 'confirmed' } });
  });

  it('reads nothing from any other answer: an old field, a current that is not a record, none at all', () => {
    const old = { code: 'conflict', error: 'Changed', appointment_version: 5, current: { version: 5 } };
    expect(theirsOf(conflict({ response: old }))).toEqual({});
    const notARecord = { success: false, error: 'Changed', code: 'conflict', version: 4, current: 'changed' };
    expect(theirsOf(conflict({ response: notARecord }))).toEqual({});
    expect(theirsOf(conflict({ response: undefined }))).toEqual({});
  });
});

describe('keepMine', () => {
  it('sends the change again on top of their version, under a new key, as already told', async () => {
    const f = scriptedFetch([ok(6)]);
    globalThis.fetch = f.impl;
    // An earlier change of this record went through at version 2: the new try must not chain onto it.
    await outboxDb.rows.bulkAdd([later('old', 1, { status: 'sent', response: ok(2).body }), conflict()]);
    const fresh = (await keepMine('conflict'))!;
    expect(fresh.id).not.toBe('conflict');
    expect(fresh).toMatchObject({ status: 'sent', notified: true });
    expect(fresh.versioned).toEqual({ record: 'appointment:7', version: 5, chained: false });
    expect(sentVersions(f.calls)).toEqual([5]);
    expect(await outboxDb.rows.get('conflict')).toBeUndefined();
  });

  it('also sends the later changes at once, even those waiting out a back-off', async () => {
    const f = scriptedFetch([ok(6), ok(7)]);
    globalThis.fetch = f.impl;
    await outboxDb.rows.bulkAdd([conflict(), later('next', 20, { nextAttemptAt: Date.now() + 60_000 })]);
    await keepMine('conflict');
    expect(sentVersions(f.calls)).toEqual([5, 6]);
  });

  it('leaves a change without a version, or without their version, as it is', async () => {
    const f = scriptedFetch([]);
    globalThis.fetch = f.impl;
    await outboxDb.rows.bulkAdd([
      conflict({ id: 'plain', versioned: undefined }),
      conflict({ id: 'unknown', response: { error: 'Changed' } }),
    ]);
    expect((await keepMine('plain'))?.id).toBe('plain');
    expect((await keepMine('unknown'))?.id).toBe('unknown');
    expect(await keepMine('missing')).toBeUndefined();
    expect(f.calls).toHaveLength(0);
    expect(await outboxDb.rows.count()).toBe(2);
  });
});

describe('takeTheirs', () => {
  it('drops the change; the next one of that record starts from their version and goes at once', async () => {
    const f = scriptedFetch([ok(6)]);
    globalThis.fetch = f.impl;
    await outboxDb.rows.bulkAdd([
      later('old', 1, { status: 'sent', response: ok(2).body }),
      conflict(),
      // Inserted first but made later: the earliest made is the next.
      later('a-second', 30),
      later('z-first', 20, { nextAttemptAt: Date.now() + 60_000 }),
      later('other-record', 25, { versioned: { record: 'appointment:8', version: 1, chained: true } }),
    ]);
    await takeTheirs('conflict');
    expect(await outboxDb.rows.get('conflict')).toBeUndefined();
    expect((await outboxDb.rows.get('z-first'))!.versioned).toEqual({
      record: 'appointment:7',
      version: 5,
      chained: false,
    });
    expect((await outboxDb.rows.get('other-record'))!.versioned?.version).toBe(1);
    expect(sentVersions(f.calls)[0]).toBe(5);
  });

  it('with no later change it only drops the row and sends nothing else', async () => {
    const f = scriptedFetch([]);
    globalThis.fetch = f.impl;
    await outboxDb.rows.bulkAdd([
      conflict(),
      later('sent-later', 20, { status: 'sent' }),
      row({ id: 'waiting', nextAttemptAt: Date.now() + 60_000 }),
    ]);
    await takeTheirs('conflict');
    await takeTheirs('missing');
    expect(f.calls).toHaveLength(0);
    expect((await outboxDb.rows.get('waiting'))!.status).toBe('queued');
  });

  it('without their version the next change keeps its chain', async () => {
    globalThis.fetch = scriptedFetch([ok(4)]).impl;
    await outboxDb.rows.bulkAdd([conflict({ response: {} }), later('next', 20, { status: 'failed' })]);
    await takeTheirs('conflict');
    expect((await outboxDb.rows.get('next'))!.versioned).toEqual({
      record: 'appointment:7',
      version: 3,
      chained: true,
    });
  });
});
