import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from 'react-router-dom';
import { SessionProvider } from '@/features/session/api/session.tsx';
import { AppToaster } from '@/components/app-toaster.tsx';
import { BUILD_ID, CACHE_MAX_AGE_MS, queryClient, queryPersister } from '@/lib/query-client.ts';
import { router } from './router.tsx';

export function App() {
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{ persister: queryPersister, maxAge: CACHE_MAX_AGE_MS, buster: BUILD_ID }}
    >
      <SessionProvider>
        <RouterProvider router={router} />
        <AppToaster />
      </SessionProvider>
    </PersistQueryClientProvider>
  );
}
