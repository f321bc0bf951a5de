import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bytesShownAs, outboxBlobName, outboxBlobRef } from './outbox-blob-ref.ts';
import { outboxDb } from './outbox-db.ts';
import { scriptedFetch } from './outbox.fixtures.ts';
import { submitThroughOutbox } from './submit.ts';
import { useOutboxBlobUrl } from './use-outbox-blob-url.ts';

const BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 7]);
let made: Blob[];
let revoked: string[];

/** A photo taken offline: it waits in the outbox under the name the cached data shows it by. */
async function photoWaiting(name: string) {
  globalThis.fetch = scriptedFetch(['network']).impl;
  const row = await submitThroughOutbox({
    kind: 'inspections',
    label: 'Photo for Brakes',
    method: 'POST',
    path: `/api/admin/inspections/i-1/items/brakes/photos?id=${name}`,
    binary: { bytes: BYTES.slice().buffer, type: 'image/jpeg' },
    shownAs: name,
  });
  expect(row.status).toBe('queued');
}

/** A Blob's bytes (jsdom's Blob has no arrayBuffer()). */
const bytesOf = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });

beforeEach(async () => {
  await outboxDb.rows.clear();
  await outboxDb.blobs.clear();
  made = [];
  revoked = [];
  // jsdom has no object URLs: these stand in for the browser's.
  URL.createObjectURL = vi.fn((blob: Blob) => (made.push(blob), `blob:test/${made.length}`));
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
});
afterEach(() => vi.restoreAllMocks());

describe('a picture of bytes waiting in the outbox', () => {
  it('when a page shows it, then its URL is made from the stored bytes, and revoked when the page leaves', async () => {
    await photoWaiting('photo-1');
    const { result, unmount } = renderHook(() => useOutboxBlobUrl(outboxBlobRef('photo-1')));
    await waitFor(() => expect(result.current).toBe('blob:test/1'));
    expect(made).toHaveLength(1);
    expect(made[0].type).toBe('image/jpeg');
    expect(new Uint8Array(await bytesOf(made[0]))).toEqual(BYTES);
    expect(revoked).toEqual([]);
    unmount();
    expect(revoked).toEqual(['blob:test/1']);
  });

  it('when the cached data holds a reference, then it leads back to the bytes the outbox keeps', async () => {
    await photoWaiting('photo-2');
    const [row] = await outboxDb.rows.toArray();
    expect(row.binary).toEqual({ type: 'image/jpeg', size: BYTES.byteLength, ref: 'photo-2' });
    const name = outboxBlobName(outboxBlobRef('photo-2'));
    expect(name).toBe('photo-2');
    const kept = await bytesShownAs(outboxDb, name!);
    expect(kept).toMatchObject({ id: row.id, type: 'image/jpeg' });
    expect(new Uint8Array(kept!.bytes)).toEqual(BYTES);
    expect(outboxBlobName('/api/photos/abc/thumb')).toBeUndefined();
  });

  it('when the bytes are gone (sent), then no URL is made', async () => {
    const { result } = renderHook(() => useOutboxBlobUrl(outboxBlobRef('photo-gone')));
    await new Promise((r) => setTimeout(r, 50));
    expect(result.current).toBeUndefined();
    expect(made).toEqual([]);
  });

  it("when the picture is the server's, then its URL is shown as it is", () => {
    const { result } = renderHook(() => useOutboxBlobUrl('/api/photos/abc/thumb'));
    expect(result.current).toBe('/api/photos/abc/thumb');
  });
});
