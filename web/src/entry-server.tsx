// Renders the public pages, and the customer pages' shells, to HTML at build time (see
// build/prerender-plugin.ts). It runs in Node with the same components the browser renders.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import type { PageData, SeededQuery } from '@shop/shared/app/prerendered-pages';
import { DeferredToaster } from '@/components/deferred.tsx';
import { SessionProvider } from '@/features/session/api/session.tsx';
import { estimateQuery } from '@/features/inspections/api/inspection-queries.ts';
import { trackingQuery } from '@/features/tracking/api/tracking.ts';
import { waitlistEntryOf, waitlistEntryQuery } from '@/features/waitlist/api/waitlist-queries.ts';
import { Loading } from './app/guards.tsx';
import { CustomerLayout } from './app/layouts/customer-layout.tsx';
import { seedPageData } from './app/page-data.ts';
import { routes } from './app/router.tsx';

async function render(
  routeTree: RouteObject[],
  url: string,
  data: PageData,
  seeds: SeededQuery[] = [],
): Promise<string> {
  const handler = createStaticHandler(routeTree);
  const context = await handler.query(new Request(new URL(url, 'http://localhost/')));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status} instead of a page`);
  const client = new QueryClient();
  seedPageData(client, data);
  for (const seed of seeds) client.setQueryData(seed.queryKey, seed.data);
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

/** Each mailed page's read as its route asks for it: the cache key, and what its query keeps of the API's answer. */
const MAILED_PAGE_READS: Record<string, (id: number, token: string, answer: unknown) => SeededQuery> = {
  'track-appointment': (id, token, answer) => ({ queryKey: trackingQuery(id, token).queryKey, data: answer }),
  estimate: (id, token, answer) => ({ queryKey: estimateQuery(id, token).queryKey, data: answer }),
  waitlist: (id, token, answer) => ({
    queryKey: waitlistEntryQuery(id, token).queryKey,
    data: waitlistEntryOf(answer),
  }),
};

/**
 * A customer page opened from a mail's link (`name` from CUSTOMER_SHELLS, its `id` and the link's
 * token), rendered with `answer`, what its API read gave for the link: the HTML inside #root, and
 * the read as the app's cache keeps it, for the app to render the same page over it at once.
 */
export async function renderMailedPage(
  p: { name: string; id: number; token: string; url: string },
  data: PageData,
  answer: unknown,
): Promise<{ body: string; seed: SeededQuery }> {
  const read = MAILED_PAGE_READS[p.name];
  if (!read) throw new Error(`${p.name} is not a mailed page`);
  const seed = read(p.id, p.token, answer);
  return { body: await render(routes, p.url, data, [seed]), seed };
}
