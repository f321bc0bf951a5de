import { lazy, Suspense, useState } from 'react';
import { useSession } from '@/features/session/api/session.tsx';

// The question (a modal and its icons) is asked rarely: its code stays out of every page's first load.
const SignOutDialog = lazy(() => import('./sign-out-dialog.tsx'));

/**
 * The Logout button. With changes of the person still unsent on this device, it first says how
 * many wait and that they go when that person next signs in here, with the choice to discard them.
 */
export function SignOutButton({ onSignedOut }: { onSignedOut: () => void }) {
  const { user, logout } = useSession();
  const [waiting, setWaiting] = useState<number | null>(null);

  async function signOut(discard: boolean) {
    setWaiting(null);
    await logout({ discard });
    onSignedOut();
  }

  async function ask() {
    if (!user) return;
    const unsent = await (await import('@/features/offline/api/outbox-session.ts')).unsentCountOf(user.id);
    if (unsent === 0) await signOut(false);
    else setWaiting(unsent);
  }

  return (
    <>
      <button type="button" className="button small ghost" onClick={() => void ask()}>
        Logout
      </button>
      {waiting !== null && (
        <Suspense fallback={null}>
          <SignOutDialog waiting={waiting} onCancel={() => setWaiting(null)} onSignOut={(d) => void signOut(d)} />
        </Suspense>
      )}
    </>
  );
}
