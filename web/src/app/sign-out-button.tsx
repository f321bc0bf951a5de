import { useState } from 'react';
import { Modal } from '@/components/modal.tsx';
import { useSession } from '@/features/session/api/session.tsx';

const changes = (n: number) => `${n} of your changes ${n === 1 ? 'waits' : 'wait'}`;

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
        <Modal
          title="Sign out with unsent changes?"
          onClose={() => setWaiting(null)}
          footer={
            <>
              <button type="button" className="button ghost" onClick={() => setWaiting(null)}>
                Cancel
              </button>
              <button type="button" className="button danger" onClick={() => void signOut(true)}>
                Discard them and sign out
              </button>
              <button type="button" className="button" onClick={() => void signOut(false)}>
                Sign out
              </button>
            </>
          }
        >
          <p>
            {changes(waiting)} to be sent. They will be sent when you next sign in here; nobody else can see or send
            them.
          </p>
        </Modal>
      )}
    </>
  );
}
