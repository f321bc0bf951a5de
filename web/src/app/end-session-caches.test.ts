import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WORKER_CACHES } from '@/features/offline/api/worker-caches.ts';
import { clearWhatTheSessionShowed } from './end-session.ts';

/** The browser's CacheStorage, which jsdom lacks: named caches of request URLs. */
function fakeCacheStorage() {
  const stores = new Map<string, Set<string>>();
  const storage = {
    open: async (name: string) => {
      const urls = stores.get(name) ?? new Set<string>();
      stores.set(name, urls);
      return { put: async (url: string) => void urls.add(url) };
    },
    delete: async (name: string) => stores.delete(name),
    keys: async () => [...stores.keys()],
  };
  Object.defineProperty(globalThis, 'caches', { value: storage, configurable: true });
  return storage;
}

let storage: ReturnType<typeof fakeCacheStorage>;
beforeEach(async () => {
  storage = fakeCacheStorage();
  // What the worker kept while a customer looked at their estimate on the shop's tablet.
  await (await storage.open(WORKER_CACHES.estimates)).put('/api/appointments/7/estimate?t=abc');
  await (await storage.open(WORKER_CACHES.estimatePhotos)).put('/api/photos/p-1/thumb');
  await (await storage.open(WORKER_CACHES.publicApi)).put('/api/services');
  await (await storage.open(WORKER_CACHES.mapTiles)).put('https://tile.openstreetmap.org/1/1/1.png');
});
afterEach(() => Reflect.deleteProperty(globalThis, 'caches'));

describe("the worker's caches at the end of a session", () => {
  it("when the session ends (sign-out or a refused session), then the estimates and photos are gone, the shop's public data stays", async () => {
    await clearWhatTheSessionShowed({ id: 3, name: 'Ann', email: 'ann@example.com', role: 'user' });
    expect((await storage.keys()).sort()).toEqual([WORKER_CACHES.publicApi, WORKER_CACHES.mapTiles].sort());
  });

  it('when the browser has no CacheStorage, then the session still ends', async () => {
    Reflect.deleteProperty(globalThis, 'caches');
    await expect(
      clearWhatTheSessionShowed({ id: 3, name: 'Ann', email: 'ann@example.com', role: 'user' }),
    ).resolves.toBeUndefined();
  });
});
