// Renders the public pages to HTML at build time (see build/prerender-plugin.ts). It runs in Node
// with the same components the browser hydrates.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { PageData } from '@shop/shared/app/prerendered-pages';
import { DeferredToaster } from '@/components/deferred.tsx';
import { SessionProvider } from '@/features/session/api/session.tsx';
import { seedPageData } from './app/page-data.ts';
import { routes } from './app/router.tsx';

/** The HTML inside #root for one page, rendered for a visitor not signed in with the given data. */
export async function renderPage(url: string, data: PageData): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost/')));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status} instead of a page`);
  const client = new QueryClient();
  seedPageData(client, data);
  const { prelude } = await prerender(
    <StrictMode>
      <QueryClientProvider client={client}>
        <SessionProvider>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
          <DeferredToaster />
        </SessionProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
