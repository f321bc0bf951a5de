import { Modal } from '@/components/modal.tsx';

const changes = (n: number) => `${n} of your changes ${n === 1 ? 'waits' : 'wait'}`;

/** Asks before signing out while `waiting` of the person's changes are still unsent on this device. */
export default function SignOutDialog({
  waiting,
  onCancel,
  onSignOut,
}: {
  waiting: number;
  onCancel: () => void;
  onSignOut: (discard: boolean) => void;
}) {
  return (
    <Modal
      title="Sign out with unsent changes?"
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="button ghost" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="button danger" onClick={() => onSignOut(true)}>
            Discard them and sign out
          </button>
          <button type="button" className="button" onClick={() => onSignOut(false)}>
            Sign out
          </button>
        </>
      }
    >
      <p>
        {changes(waiting)} to be sent. They will be sent when you next sign in here; nobody else can see or send them.
      </p>
    </Modal>
  );
}
