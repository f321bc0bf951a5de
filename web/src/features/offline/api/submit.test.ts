import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appMessages } from '@shop/shared/app/messages';
import { outboxDb } from './outbox-db.ts';
import { scriptedFetch } from './outbox.fixtures.ts';
import { discardRow, newKey, requestBackgroundSync, resubmitEdited, retryRow, submitThroughOutbox } from './submit.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A service worker registration whose Background Sync records the tags asked for. */
function fakeSyncRegistration() {
  const tags: string[] = [];
  const reg = { sync: { register: async (tag: string) => void tags.push(tag) } };
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { getRegistration: async () => reg },
    configurable: true,
  });
  return tags;
}

function answer(status: number | 'network', body: unknown = {}) {
  const calls: RequestInit[] = [];
  globalThis.fetch = (async (_url: string, init: RequestInit) => {
    calls.push(init);
    if (status === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(body), { status });
  }) as typeof fetch;
  return calls;
}

const request = {
  kind: 'request' as const,
  label: 'Appointment request',
  method: 'POST' as const,
  path: '/api/appointment-requests',
  payload: { a: 1 },
};

beforeEach(async () => {
  await outboxDb.rows.clear();
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('newKey', () => {
  it('makes distinct v4 UUIDs, also where crypto.randomUUID is missing (plain-http LAN addresses)', () => {
    expect(newKey()).toMatch(UUID_V4);
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    const keys = [newKey(), newKey()];
    Reflect.deleteProperty(crypto, 'randomUUID');
    expect(typeof crypto.randomUUID).toBe('function');
    expect(keys[0]).toMatch(UUID_V4);
    expect(keys[1]).toMatch(UUID_V4);
    expect(keys[0]).not.toBe(keys[1]);
  });
});

describe('submitThroughOutbox', () => {
  it('when offline, then the row waits and a Background Sync is asked for', async () => {
    const tags = fakeSyncRegistration();
    answer('network');
    const row = await submitThroughOutbox(request);
    expect(row).toMatchObject({ status: 'queued', kind: 'request', payload: { a: 1 } });
    expect(row.notified).toBeUndefined();
    expect(tags).toEqual(['outbox']);
  });

  it('when sent at once, then the screen has told the user, and no sync is asked for', async () => {
    const tags = fakeSyncRegistration();
    answer(201, { request_id: 3 });
    const row = await submitThroughOutbox(request);
    expect(row).toMatchObject({ status: 'sent', response: { request_id: 3 } });
    expect((await outboxDb.rows.get(row.id))!.notified).toBe(true);
    expect(tags).toEqual([]);
  });

  it('when the browser has no Background Sync, then asking for one does nothing and does not throw', async () => {
    await expect(requestBackgroundSync()).resolves.toBeUndefined();
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { getRegistration: async () => ({}) },
      configurable: true,
    });
    await expect(requestBackgroundSync()).resolves.toBeUndefined();
  });
});

describe('the outbox page actions', () => {
  it('Retry sends a failed row again now, under the same key', async () => {
    answer(400, { error: 'Bad' });
    const failed = await submitThroughOutbox(request);
    expect(failed.status).toBe('failed');
    const calls = answer(201);
    expect(await retryRow(failed.id)).toMatchObject({ id: failed.id, status: 'sent' });
    expect((calls[0].headers as Record<string, string>)['Idempotency-Key']).toBe(failed.id);
  });

  it('Edit replaces the payload and sends it under a new key; the old row is gone', async () => {
    answer(400, { error: 'Bad' });
    const failed = await submitThroughOutbox({ ...request, context: { from: 'contact' } });
    const calls = answer(201);
    const sent = await resubmitEdited(failed.id, { a: 2 });
    expect(sent).toMatchObject({
      status: 'sent',
      kind: 'request',
      label: 'Appointment request',
      path: request.path,
      payload: { a: 2 },
      context: { from: 'contact' },
    });
    expect(sent!.id).not.toBe(failed.id);
    expect(await outboxDb.rows.get(failed.id)).toBeUndefined();
    expect(JSON.parse(String(calls[0].body))).toEqual({ a: 2 });
    expect(await resubmitEdited('no-such-row', {})).toBeUndefined();
  });

  it('Edit of a change to a versioned record keeps the version it was made on: a stale one ends in conflict', async () => {
    const change = {
      kind: 'appointments' as const,
      label: 'Edit appointment',
      method: 'PUT' as const,
      path: '/api/admin/appointments/7',
      payload: { notes: 'first' },
      versioned: { record: 'appointment:7', version: 3 },
    };
    answer(400, { error: 'Bad' });
    const failed = await submitThroughOutbox(change);
    // Someone else moved the record to version 4 meanwhile: the server refuses version 3.
    const calls = answer(409, {
      success: false,
      error: 'Changed',
      code: 'conflict',
      version: 4,
      current: { version: 4 },
    });
    const sent = await resubmitEdited(failed.id, { notes: 'edited' });
    expect(JSON.parse(String(calls[0].body))).toEqual({ notes: 'edited', version: 3 });
    expect(sent).toMatchObject({ status: 'conflict', versioned: { record: 'appointment:7', version: 3 } });
  });

  it('when a failed change is edited, then it keeps its place before a later change of the same record', async () => {
    const change = (notes: string) => ({
      kind: 'appointments' as const,
      label: `Notes: ${notes}`,
      method: 'PUT' as const,
      path: '/api/admin/appointments/7',
      payload: { notes },
      versioned: { record: 'appointment:7', version: 3 },
    });
    answer(400, { error: 'Bad' });
    const failed = await submitThroughOutbox(change('first'));
    // Made after it: it waits while the first is unsent.
    const later = await submitThroughOutbox(change('second'));
    expect(later.status).toBe('queued');
    const server = scriptedFetch([
      { status: 200, body: { version: 4 } },
      { status: 200, body: { version: 5 } },
    ]);
    globalThis.fetch = server.impl;
    const edited = await resubmitEdited(failed.id, { notes: 'first, edited' });
    expect(edited).toMatchObject({ status: 'sent', createdAt: failed.createdAt });
    expect(server.calls.map((c) => JSON.parse(String(c.init.body)))).toEqual([
      { notes: 'first, edited', version: 3 },
      { notes: 'second', version: 4 },
    ]);
    expect((await outboxDb.rows.orderBy('createdAt').toArray()).map((r) => r.payload)).toEqual([
      { notes: 'first, edited' },
      { notes: 'second' },
    ]);
  });

  it('when an edited row cannot go yet, then the outbox still tells of it later', async () => {
    answer(400, { error: 'Bad' });
    const failed = await submitThroughOutbox(request);
    expect((await outboxDb.rows.get(failed.id))!.notified).toBe(true);
    answer('network');
    const edited = await resubmitEdited(failed.id, { a: 2 });
    expect(edited).toMatchObject({ status: 'queued' });
    expect(edited!.notified).toBeUndefined();
  });

  it('when an edit is sent, then a row the server asked to wait keeps waiting', async () => {
    answer(400, { error: 'Bad' });
    const failed = await submitThroughOutbox(request);
    const other = await submitThroughOutbox({ ...request, payload: { b: 1 } });
    await outboxDb.rows.update(other.id, { status: 'queued', nextAttemptAt: Date.now() + 60_000 });
    const calls = answer(201);
    await resubmitEdited(failed.id, { a: 2 });
    expect(calls.map((c) => JSON.parse(String(c.body)))).toEqual([{ a: 2 }]);
    expect((await outboxDb.rows.get(other.id))!.status).toBe('queued');
  });

  it('when another drain holds the outbox, then Edit returns with the edited row still queued', async () => {
    answer(400, { error: 'Bad' });
    const failed = await submitThroughOutbox(request);
    globalThis.fetch = (() => new Promise<Response>(() => undefined)) as typeof fetch;
    const edited = await resubmitEdited(failed.id, { a: 2 }, 50);
    expect(edited).toMatchObject({ payload: { a: 2 } });
    expect(edited!.status).not.toBe('failed');
  });

  it('Discard removes the row', async () => {
    answer('network');
    const row = await submitThroughOutbox(request);
    await discardRow(row.id);
    expect(await outboxDb.rows.count()).toBe(0);
  });
});

describe('when the outbox does not answer (storage stuck)', () => {
  const quick = { saveMs: 50, sendMs: 50 };
  const stuckSave = () => vi.spyOn(outboxDb.rows, 'add').mockReturnValue(new Promise<string>(() => undefined) as never);
  afterEach(() => vi.restoreAllMocks());

  it('sends directly with the same key, and the form gets the answer as from the outbox', async () => {
    stuckSave();
    const calls = answer(201, { success: true });
    const row = await submitThroughOutbox(request, quick);
    expect(row).toMatchObject({ status: 'sent', httpStatus: 201, response: { success: true } });
    expect(new Headers(calls[0].headers).get('Idempotency-Key')).toBe(row.id);
  });

  it('with no network either, fails saying so, so the form keeps what was typed', async () => {
    stuckSave();
    answer('network');
    const row = await submitThroughOutbox(request, quick);
    expect(row).toMatchObject({ status: 'failed', lastError: appMessages.notKeptOnDevice });
  });

  it('a first send stuck behind another drain leaves the row saved and queued', async () => {
    globalThis.fetch = (() => new Promise<Response>(() => undefined)) as typeof fetch;
    const row = await submitThroughOutbox(request, quick);
    expect(row.status).toBe('queued');
    expect(await outboxDb.rows.get(row.id)).toBeDefined();
  });
});
