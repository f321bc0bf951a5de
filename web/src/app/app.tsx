import type { User } from '@shop/shared/auth/auth.schema';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import { SessionProvider } from '@/features/session/api/session.tsx';
import { DeferredToaster } from '@/components/deferred.tsx';
import { BUILD_ID, KEPT_AT_MOST_MS, persistedQueries, queryClient, queryPersister } from '@/lib/query-client.ts';
import { setOutboxKindsLoader } from '@/features/offline/api/outbox-kinds.ts';

// Every feature's outbox kinds, loaded with the first write, the drain or the outbox page rather
// than with the first page.
setOutboxKindsLoader(() => import('./outbox-kinds.ts'));

// What a session's end clears reaches into several features (drafts, tracking links, caches): its
// code loads when a session ends, not with every page.
const clearWhatTheSessionShowed = async (user: User) =>
  (await import('./end-session.ts')).clearWhatTheSessionShowed(user);

export function App({ router }: { router: DataRouter }) {
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{
        persister: queryPersister,
        maxAge: KEPT_AT_MOST_MS,
        buster: BUILD_ID,
        dehydrateOptions: persistedQueries,
      }}
    >
      <SessionProvider onEnd={clearWhatTheSessionShowed}>
        <RouterProvider router={router} />
        <DeferredToaster />
      </SessionProvider>
    </PersistQueryClientProvider>
  );
}
