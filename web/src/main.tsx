import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { readPageData, seedPageData, seedPageQuery } from './app/page-data.ts';
import { createAppRouter } from './app/router.tsx';
import { queryClient } from './lib/query-client.ts';
import './styles/base.css';

// A prerendered page (see entry-server.tsx) is hydrated; a customer page's shell is rendered over
// (its page is the visitor's own, rendered into it by the server where a mail's link opened it);
// the shell of every other page is rendered.
const root = document.getElementById('root')!;
const pageData = readPageData();
if (pageData) seedPageData(queryClient, pageData);
seedPageQuery(queryClient);
const customerShell = root.dataset.appShell !== undefined;
const hydrating = pageData !== null && root.hasChildNodes() && !customerShell;
const app = (
  <StrictMode>
    {/* On either kind of built page the route's code (preloaded beside the entry) is in before the first render. */}
    <App router={await createAppRouter(hydrating || customerShell)} />
  </StrictMode>
);
// In a transition React hydrates (or renders over a shell) in slices that let the phone answer
// taps between them, instead of one long task.
if (hydrating) startTransition(() => void hydrateRoot(root, app));
else if (customerShell) startTransition(() => createRoot(root).render(app));
else createRoot(root).render(app);
