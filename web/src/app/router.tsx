import { lazy, Suspense } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { outboxKindsReady } from '@/features/offline/api/outbox-kinds.ts';
import { CustomerLayout } from './layouts/customer-layout.tsx';
import { FlagGate, Loading, RequireAdmin } from './guards.tsx';
// The first page most visitors see renders without waiting for a second chunk.
import HomePage from './routes/home.tsx';

// The error screen is its own small chunk (precached like every other): most visits never see it.
const LazyRouteError = lazy(async () => ({ default: (await import('./route-error.tsx')).RouteError }));
const routeError = (
  <Suspense fallback={<Loading />}>
    <LazyRouteError />
  </Suspense>
);

/** Each page is its own chunk, so the home page loads neither the wizard, the admin area nor Leaflet. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const routes: RouteObject[] = [
  {
    element: <CustomerLayout />,
    errorElement: routeError,
    HydrateFallback: Loading,
    children: [
      { path: '/', Component: HomePage },
      {
        path: '/services',
        element: <FlagGate flag="showServicesTab" />,
        children: [{ index: true, lazy: page(() => import('./routes/services.tsx')) }],
      },
      { path: '/diagnostics', lazy: page(() => import('./routes/diagnostics.tsx')) },
      { path: '/contact', lazy: page(() => import('./routes/contact.tsx')) },
      { path: '/login', lazy: page(() => import('./routes/login.tsx')) },
      { path: '/register', lazy: page(() => import('./routes/register.tsx')) },
      { path: '/forgot-password', lazy: page(() => import('./routes/forgot-password.tsx')) },
      { path: '/reset-password', lazy: page(() => import('./routes/reset-password.tsx')) },
      { path: '/confirm-email', lazy: page(() => import('./routes/confirm-email.tsx')) },
      { path: '/terms', lazy: page(() => import('./routes/terms.tsx')) },
      {
        path: '/schedule',
        element: <FlagGate flag="showSchedulingPage" />,
        children: [{ index: true, lazy: page(() => import('./routes/schedule.tsx')) }],
      },
      {
        path: '/appointment-success',
        element: <FlagGate flag="showSuccessPage" />,
        children: [{ index: true, lazy: page(() => import('./routes/appointment-success.tsx')) }],
      },
      { path: '/track-appointment/:id', lazy: page(() => import('./routes/track-appointment.tsx')) },
      { path: '/my-appointments', lazy: page(() => import('./routes/my-appointments.tsx')) },
      { path: '/my/vehicles', lazy: page(() => import('./routes/my-vehicles.tsx')) },
      { path: '/estimate/:id', lazy: page(() => import('./routes/estimate.tsx')) },
      { path: '/waitlist/:id', lazy: page(() => import('./routes/waitlist.tsx')) },
      { path: '/recommendations', lazy: page(() => import('./routes/recommendations.tsx')) },
      // The outbox page reads every kind as it renders: the kinds load beside its chunk.
      {
        path: '/outbox',
        lazy: page(async () => (await Promise.all([import('./routes/outbox.tsx'), outboxKindsReady()]))[0]),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
  {
    path: '/admin',
    element: <RequireAdmin />,
    errorElement: routeError,
    HydrateFallback: Loading,
    children: [
      { path: '*', lazy: page(() => import('./routes/admin/admin-app.tsx')) },
      { index: true, lazy: page(() => import('./routes/admin/admin-app.tsx')) },
    ],
  },
];

/**
 * The browser's router. On a built page (prerendered, or a customer page's shell) the current
 * route's code is loaded first, so the first render shows the page instead of a fallback.
 */
export async function createAppRouter(builtPage: boolean) {
  if (!builtPage) return createBrowserRouter(routes);
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return createBrowserRouter(routes, { hydrationData: { loaderData: {}, actionData: null, errors: null } });
}
