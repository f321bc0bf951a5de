import { lazy, Suspense } from 'react';

// The outbox needs IndexedDB (Dexie); loading it after the first paint keeps the app shell small.
const PendingBadgeChunk = lazy(async () => ({ default: (await import('./pending-badge.tsx')).PendingBadge }));
const OutboxSyncChunk = lazy(async () => ({ default: (await import('./outbox-sync.tsx')).OutboxSync }));
// Registering the worker (workbox-window) and the install action can wait for the first paint too.
const UpdatePromptChunk = lazy(async () => ({ default: (await import('./update-prompt.tsx')).UpdatePrompt }));
const InstallAppChunk = lazy(async () => ({ default: (await import('./install-app.tsx')).InstallApp }));

export function DeferredUpdatePrompt() {
  return (
    <Suspense fallback={null}>
      <UpdatePromptChunk />
    </Suspense>
  );
}

export function DeferredInstallApp() {
  return (
    <Suspense fallback={null}>
      <InstallAppChunk />
    </Suspense>
  );
}

export function DeferredPendingBadge() {
  return (
    <Suspense fallback={null}>
      <PendingBadgeChunk />
    </Suspense>
  );
}

export function DeferredOutboxSync() {
  return (
    <Suspense fallback={null}>
      <OutboxSyncChunk />
    </Suspense>
  );
}
