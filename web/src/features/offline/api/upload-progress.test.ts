import type { User } from '@shop/shared/auth/auth.schema';
import { SIGNED_IN_COOKIE } from '@shop/shared/auth/signed-in-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeUser } from '@/features/session/api/stored-user.ts';
import { FakeXhr } from '@/lib/fake-xhr.fixtures.ts';
import { drainOutbox } from './outbox-drain.ts';
import { outboxDb } from './outbox-db.ts';
import { scriptedFetch } from './outbox.fixtures.ts';
import { submitThroughOutbox, type Submission } from './submit.ts';
import { progressOf, subscribeProgress } from './upload-progress.ts';

const photo: Submission = {
  kind: 'inspections',
  label: 'Photo: Brakes',
  method: 'POST',
  path: '/api/photos',
  binary: { bytes: new Uint8Array(4096).buffer, type: 'image/jpeg' },
};

/** Photos are staff work: a staff member is signed in on the page, and her rows go with her cookies. */
const STAFF: User = { id: 7, email: 'sam@shop.test', name: 'Sam Tech', role: 'admin' };

beforeEach(async () => {
  await outboxDb.rows.clear();
  await outboxDb.blobs.clear();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  storeUser(STAFF);
  document.cookie = `${SIGNED_IN_COOKIE}=${STAFF.id}; path=/`;
});
afterEach(() => {
  vi.unstubAllGlobals();
  storeUser(null);
  document.cookie = `${SIGNED_IN_COOKIE}=; path=/; max-age=0`;
});

/** Queues the photo with the network down: its first send fails, so it waits in the outbox. */
async function queuePhoto(): Promise<string> {
  const next = FakeXhr.next();
  const saved = submitThroughOutbox(photo);
  (await next).failNetwork();
  const row = await saved;
  expect(row.status).toBe('queued');
  return row.id;
}

describe('photo upload progress on the page', () => {
  it('when the page drains a photo, then its bytes go over XMLHttpRequest and the progress is known until the answer', async () => {
    const id = await queuePhoto();
    const changes = vi.fn();
    const unsubscribe = subscribeProgress(changes);
    const next = FakeXhr.next();
    const drained = drainOutbox({ connectivity: true });
    const xhr = await next;
    expect(progressOf(id)).toEqual({ sent: 0, total: 4096 });
    xhr.progress(1024, 4096);
    expect(progressOf(id)).toEqual({ sent: 1024, total: 4096 });
    expect((await outboxDb.rows.get(id))?.status).toBe('sending');
    xhr.answer(201, '{"id":1}');
    expect((await drained).sent.map((r) => r.id)).toEqual([id]);
    // Ended: no stale figure is left for the outbox page to show.
    expect(progressOf(id)).toBeUndefined();
    expect(changes).toHaveBeenCalledTimes(3);
    unsubscribe();
  });

  it('when the upload finds no network, then the progress is cleared and the photo waits again', async () => {
    const id = await queuePhoto();
    const next = FakeXhr.next();
    const drained = drainOutbox({ connectivity: true });
    const xhr = await next;
    xhr.progress(512, 4096);
    xhr.failNetwork();
    expect((await drained).offline).toBe(true);
    expect(progressOf(id)).toBeUndefined();
    expect((await outboxDb.rows.get(id))?.status).toBe('queued');
  });

  it('when a fetch is given (the service worker has no XMLHttpRequest), then the photo goes with it, without progress', async () => {
    const id = await queuePhoto();
    const server = scriptedFetch([{ status: 201 }]);
    const xhrsBefore = FakeXhr.sent.length;
    await drainOutbox({ connectivity: true, fetchImpl: server.impl });
    expect(server.calls.map((c) => c.url)).toEqual(['/api/photos']);
    expect(FakeXhr.sent).toHaveLength(xhrsBefore);
    expect(progressOf(id)).toBeUndefined();
  });
});
