import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import { SessionProvider } from '@/features/session/api/session.tsx';
import { DeferredToaster } from '@/components/deferred.tsx';
import { clearWhatTheSessionShowed } from './end-session.ts';
import { BUILD_ID, KEPT_AT_MOST_MS, persistedQueries, queryClient, queryPersister } from '@/lib/query-client.ts';
import './outbox-kinds.ts';

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
