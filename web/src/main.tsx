import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { readPageData, seedPageData } from './app/page-data.ts';
import { createAppRouter } from './app/router.tsx';
import { queryClient } from './lib/query-client.ts';
import './styles/base.css';

// A prerendered page (see entry-server.tsx) is hydrated; the shell of every other page is rendered.
const root = document.getElementById('root')!;
const pageData = readPageData();
if (pageData) seedPageData(queryClient, pageData);
const hydrating = pageData !== null && root.hasChildNodes();
const app = (
  <StrictMode>
    <App router={await createAppRouter(hydrating)} />
  </StrictMode>
);
// In a transition React hydrates in slices that let the phone answer taps between them, instead
// of one long task.
if (hydrating) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
