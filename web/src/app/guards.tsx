import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { appMessages } from '@shop/shared/app/messages';
import type { FlagName } from '@shop/shared/flags/flag-defaults';
import { useFlags } from '@/features/flags/api/use-flags.ts';
import { useSession } from '@/features/session/api/session.tsx';
import { useHydrated } from '@/lib/use-hydrated.ts';

export function Loading() {
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {appMessages.loading}
    </div>
  );
}

/** A customer page that exists only while its feature flag is on. */
export function FlagGate({ flag }: { flag: FlagName }) {
  const { flags, ready, fresh } = useFlags();
  const hydrated = useHydrated();
  // A prerendered page is rendered as if the flag were on (the server sends the shell while it is off).
  if (!hydrated) return <Outlet />;
  // A cached "off" may be stale: wait for this page's own answer before sending the visitor away.
  if (!ready || (!flags[flag] && !fresh)) return <Loading />;
  return flags[flag] ? <Outlet /> : <Navigate to="/" replace />;
}

/** /admin/*: admins only; others to /, anonymous visitors to /login (remembering the page). */
export function RequireAdmin() {
  const { user, restoring } = useSession();
  const location = useLocation();
  if (restoring && !user) return <Loading />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (user.role !== 'admin') return <Navigate to="/" replace />;
  return <Outlet />;
}
