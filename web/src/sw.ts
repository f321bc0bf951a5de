/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CUSTOMER_SHELLS, customerShellFor, PRERENDERED_PAGES } from '@shop/shared/app/prerendered-pages';
import { drainOutbox } from './features/offline/api/outbox-drain.ts';
import { WORKER_CACHES } from './features/offline/api/worker-caches.ts';
import { WORKER_MESSAGES } from './features/offline/api/worker-messages.ts';
import { listenForPushes } from './sw/push-events.ts';

declare let self: ServiceWorkerGlobalScope & { __drainOutbox?: () => Promise<unknown> };

// The first worker takes over the open page at once, so it works offline from the first visit.
// Updates still wait for the user's Reload (prompt mode): no skipWaiting here.
clientsClaim();

// The app shell and every route's chunk: after one visit, every page opens offline.
// No directory index: '/' is the home page's own prerendered HTML (below), not the shell.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();
// Each public page answers with its own prerendered HTML, a customer page with its shell, every
// other route with the app shell.
const shell = createHandlerBoundToURL('index.html');
const pages = new Map(Object.entries(PRERENDERED_PAGES).map(([route, p]) => [route, createHandlerBoundToURL(p.file)]));
const shells = new Map(Object.entries(CUSTOMER_SHELLS).map(([name, p]) => [name, createHandlerBoundToURL(p.file)]));
const builtPage = (pathname: string) => pages.get(pathname) ?? shells.get(customerShellFor(pathname) ?? '') ?? shell;
registerRoute(new NavigationRoute((options) => builtPage(options.url.pathname)(options), { denylist: [/^\/api\//] }));

// Map tiles the user has actually seen (never prefetched), as CORS responses so a refused tile
// is not cached and quota is not padded as for opaque responses.
registerRoute(
  ({ url, request }) =>
    url.origin !== self.location.origin &&
    request.destination === 'image' &&
    /\/\d+\/\d+\/\d+\.(png|jpg|webp)$/.test(url.pathname),
  new CacheFirst({
    cacheName: WORKER_CACHES.mapTiles,
    fetchOptions: { mode: 'cors', credentials: 'omit' },
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 1000, maxAgeSeconds: 30 * 86400, purgeOnQuotaError: true }),
    ],
  }),
);

// Public reads: the network first, the last answer when it fails.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    /^\/api\/(services|shop|feature-flags)$/.test(url.pathname),
  new NetworkFirst({
    cacheName: WORKER_CACHES.publicApi,
    networkTimeoutSeconds: 5,
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

// A customer's estimate (by its link's token) and its photos: after one visit the estimate page
// opens offline. Upload requests (POST) are never matched, so their progress events keep working.
// Both caches are personal: the page empties them at every end of a session (worker-caches.ts).
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    /^\/api\/appointments\/\d+\/estimate$/.test(url.pathname),
  new NetworkFirst({
    cacheName: WORKER_CACHES.estimates,
    networkTimeoutSeconds: 5,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 20, purgeOnQuotaError: true }),
    ],
  }),
);
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/api/photos/'),
  new CacheFirst({
    cacheName: WORKER_CACHES.estimatePhotos,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 86400, purgeOnQuotaError: true }),
    ],
  }),
);

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

async function drainAndTell(): Promise<void> {
  // The browser fires sync only when it believes the network is back.
  const report = await drainOutbox({ connectivity: true });
  const clients = await self.clients.matchAll({ type: 'window' });
  // Told even when a later row found no network: the refused row now waits, and no drain reports it again.
  const userId = report.sessionRefusedFor;
  if (userId !== undefined) clients.forEach((c) => c.postMessage({ type: WORKER_MESSAGES.sessionRefused, userId }));
  // A failed sync event keeps its registration, so the browser tries again later.
  if (report.offline) throw new Error('outbox: the network is still down');
  if (report.sent.length === 0) return;
  clients.forEach((c) => c.postMessage({ type: WORKER_MESSAGES.drained, sent: report.sent.length }));
  if (clients.length === 0 && Notification.permission === 'granted') {
    await self.registration.showNotification('AutoCare Pro', {
      body: `${report.sent.length} saved submission(s) sent.`,
      icon: '/pwa-192x192.png',
      tag: 'outbox',
    });
  }
}

// Background Sync (Chromium): one more drain trigger of the same outbox the page uses.
self.addEventListener('sync', (event) => {
  const e = event as ExtendableEvent & { tag: string };
  if (e.tag === 'outbox') e.waitUntil(drainAndTell());
});

self.__drainOutbox = drainAndTell;

// Web Push: show each push, open its link on a tap, follow a replaced subscription.
listenForPushes(self);
