import { beforeEach, describe, expect, it, vi } from 'vitest';
import { drainOutbox } from './outbox-drain.ts';
import { outboxDb } from './outbox-db.ts';
import { bodyView, canEditBody } from './outbox-row-view.ts';
import { scriptedFetch } from './outbox.fixtures.ts';
import { discardRow, submitThroughOutbox, type Submission } from './submit.ts';

const photo = (): Submission => ({
  kind: 'appointments',
  label: 'Photo of the brake pads',
  method: 'POST',
  path: '/api/photos',
  binary: { bytes: new Uint8Array([1, 2, 3, 250]).buffer, type: 'image/jpeg' },
});
const note = (n: number): Submission => ({
  kind: 'appointments',
  label: `Note ${n}`,
  method: 'POST',
  path: `/api/notes/${n}`,
  payload: { n },
});

/** Saves the submissions while the network is down: each waits in the outbox. */
async function queueOffline(...subs: Submission[]) {
  globalThis.fetch = scriptedFetch(subs.map(() => 'network' as const)).impl;
  for (const s of subs) expect((await submitThroughOutbox(s)).status).toBe('queued');
}

beforeEach(async () => {
  // As in the service worker, which has no XMLHttpRequest: photos go with fetch (upload-progress.test.ts covers the page).
  vi.stubGlobal('XMLHttpRequest', undefined);
  await outboxDb.rows.clear();
  await outboxDb.blobs.clear();
});

describe('binary bodies in the outbox', () => {
  it('when a photo is queued between JSON rows, then all go in order, the photo as its bytes with its type', async () => {
    await queueOffline(note(1), photo(), note(2));
    const server = scriptedFetch([]);
    globalThis.fetch = server.impl;
    await drainOutbox({ connectivity: true });
    expect(server.calls.map((c) => c.url)).toEqual(['/api/notes/1', '/api/photos', '/api/notes/2']);
    const sent = server.calls[1].init;
    expect(new Headers(sent.headers).get('content-type')).toBe('image/jpeg');
    expect([...new Uint8Array(sent.body as ArrayBuffer)]).toEqual([1, 2, 3, 250]);
    expect(new Headers(server.calls[0].init.headers).get('content-type')).toBe('application/json');
    // Sent: the bytes are no longer kept.
    expect(await outboxDb.blobs.count()).toBe(0);
  });

  it('when a photo row is discarded, then its bytes are deleted with it', async () => {
    await queueOffline(photo());
    const [row] = await outboxDb.rows.toArray();
    expect(await outboxDb.blobs.get(row.id)).toMatchObject({ type: 'image/jpeg', size: 4 });
    await discardRow(row.id);
    expect(await outboxDb.rows.count()).toBe(0);
    expect(await outboxDb.blobs.count()).toBe(0);
  });

  it('when the page shows a photo row, then it sees label, type and size, never the bytes, and no JSON edit', async () => {
    await queueOffline(photo());
    const [row] = await outboxDb.rows.toArray();
    expect(row).not.toHaveProperty('payload');
    expect(JSON.stringify(row.binary)).toBe('{"type":"image/jpeg","size":4}');
    expect(row.label).toBe('Photo of the brake pads');
    expect(bodyView(row)).toEqual({ kind: 'binary', type: 'image/jpeg', size: '4 bytes' });
    expect(canEditBody(row, true)).toBe(false);
    expect(canEditBody({ ...row, binary: undefined }, true)).toBe(true);
  });
});
