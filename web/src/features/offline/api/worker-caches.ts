/** The service worker's runtime caches, named once for the worker and the pages. */
export const WORKER_CACHES = {
  /** Map tiles the user has seen: the same for everyone. */
  mapTiles: 'map-tiles',
  /** The shop, its services and flags: the same for everyone. */
  publicApi: 'api-public',
  /** A customer's estimate, read by its link's token: that person's data. */
  estimates: 'estimates',
  /** The photos of an inspection: a customer's car, and whatever the camera caught. */
  estimatePhotos: 'estimate-photos',
} as const;

/** The caches that hold a person's data: a shared device must not keep them past the session. */
export const PERSONAL_CACHES: readonly string[] = [WORKER_CACHES.estimates, WORKER_CACHES.estimatePhotos];

/**
 * Empties the worker's personal caches, from the page: CacheStorage is shared with the worker, so
 * this works also while no worker runs (or none is installed yet), and needs no message answered.
 */
export async function forgetPersonalCaches(): Promise<void> {
  // No CacheStorage (a plain-http LAN address, the build's prerender): nothing was ever cached.
  if (typeof caches === 'undefined') return;
  await Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name)));
}
