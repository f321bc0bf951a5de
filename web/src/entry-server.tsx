// Renders the public pages, and the customer pages' shells, to HTML at build time (see
// build/prerender-plugin.ts). It runs in Node with the same components the browser renders.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import type { PageData } from '@shop/shared/app/prerendered-pages';
import { DeferredToaster } from '@/components/deferred.tsx';
import { SessionProvider } from '@/features/session/api/session.tsx';
import { Loading } from './app/guards.tsx';
import { CustomerLayout } from './app/layouts/customer-layout.tsx';
import { seedPageData } from './app/page-data.ts';
import { routes } from './app/router.tsx';

async function render(routeTree: RouteObject[], url: string, data: PageData): Promise<string> {
  const handler = createStaticHandler(routeTree);
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

/** The HTML inside #root for one page, rendered for a visitor not signed in with the given data. */
export const renderPage = (url: string, data: PageData): Promise<string> => render(routes, url, data);

/**
 * A customer page's shell: the layout with "Loading" where the page goes, as the app shows it
 * while the page's data is on its way. The app renders over it (its data is the visitor's own).
 */
export const renderShell = (url: string, data: PageData): Promise<string> =>
  render([{ element: <CustomerLayout />, children: [{ path: '*', element: <Loading /> }] }], url, data);
