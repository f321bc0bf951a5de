import { deferred } from '@/components/deferred.tsx';

// The outbox needs IndexedDB (Dexie), registering the worker needs workbox-window: neither is
// needed to paint the page, so they stay out of the app shell and start once the page is idle.
export const DeferredPendingBadge = deferred(async () => (await import('./pending-badge.tsx')).PendingBadge, {
  idle: true,
});
// Delivering what waits in the outbox takes the first idle turn, before the rest of the idle work.
export const DeferredOutboxSync = deferred(async () => (await import('./outbox-sync.tsx')).OutboxSync, {
  idle: 'first',
});
export const DeferredUpdatePrompt = deferred(async () => (await import('./update-prompt.tsx')).UpdatePrompt, {
  idle: true,
});
export const DeferredInstallApp = deferred(async () => (await import('./install-app.tsx')).InstallApp, { idle: true });
