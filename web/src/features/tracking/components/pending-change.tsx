import { appMessages } from '@shop/shared/app/messages';
import type { RescheduleBody } from '@shop/shared/appointments/self-service';
import { toDisplayMoment } from '@shop/shared/time/time-format';
import { discardLazily } from '@/features/offline/api/submit-lazily.ts';
import { changeOf, usePendingChange } from '../api/use-pending-change.ts';

/**
 * A cancel or move made offline: that it will be sent, or, once the server refused it (its time
 * was taken meanwhile), why, with "Pick another time" for a move.
 */
export function PendingChange({ appointmentId, onPickAnother }: { appointmentId: number; onPickAnother: () => void }) {
  const row = usePendingChange(appointmentId);
  if (!row) return null;
  const what = changeOf(row) === 'reschedule' ? 'move' : 'cancellation';
  if (row.status === 'conflict' || row.status === 'failed') {
    return (
      <div className="error-box" role="alert">
        <p>
          Your {what} was not made: {row.lastError}
        </p>
        <div className="button-row">
          {changeOf(row) === 'reschedule' && (
            <button
              type="button"
              className="button small"
              onClick={() => void discardLazily(row.id).then(onPickAnother)}
            >
              Pick another time
            </button>
          )}
          <button type="button" className="button small ghost" onClick={() => void discardLazily(row.id)}>
            Dismiss
          </button>
        </div>
      </div>
    );
  }
  const to = row.payload as RescheduleBody;
  return (
    <p className="offline-note" role="status">
      Your {what === 'move' ? `move to ${toDisplayMoment(to.date, to.start_time)}` : what} is{' '}
      {appMessages.pendingWillBeSent}.
    </p>
  );
}
