import { useNavigate } from 'react-router-dom';
import { appMessages } from '@shop/shared/app/messages';
import { bookingMessages as m } from '@shop/shared/bookings/messages';
import type { OutboxRow } from '@/features/offline/api/outbox-db.ts';
import { reopenWizardFor } from '../../api/reopen-wizard.ts';

/** While the booking waits in the outbox: that it will be sent, or that its time was taken. */
export function BookingOutboxStatus({ pending, row }: { pending: boolean; row: OutboxRow | undefined }) {
  const navigate = useNavigate();
  return (
    <>
      {pending && row?.status !== 'conflict' && (
        <p className="offline-note" role="status">
          Your booking is {appMessages.pendingWillBeSent}.
        </p>
      )}
      {row?.status === 'conflict' && (
        <div className="error-box" role="alert">
          <p>{row.lastError ?? m.slotUnavailable}</p>
          <button
            type="button"
            className="button small"
            onClick={async () => navigate('/schedule', { state: await reopenWizardFor(row) })}
          >
            Pick another time
          </button>
        </div>
      )}
    </>
  );
}
