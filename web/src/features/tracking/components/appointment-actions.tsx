import { lazy, Suspense, useState } from 'react';
import type { TrackingResponse } from '@shop/shared/tracking/tracking.schema';
import { trackingPagePath } from '@shop/shared/tracking/tracking-links';
import { useCalendarFileHref } from '@/features/bookings/api/calendar-file.ts';
import { usePendingChange } from '../api/use-pending-change.ts';
import { CancelDialog, feeText } from './cancel-dialog.tsx';
import { PendingChange } from './pending-change.tsx';
import { useOwnChanges } from './use-own-changes.ts';

type Mode = 'none' | 'cancel' | 'move';

// The month calendar and its times open only on Reschedule: they stay out of the page's first load
// (precached like every chunk, so they open offline too).
const ReschedulePanel = lazy(async () => ({ default: (await import('./reschedule-panel.tsx')).ReschedulePanel }));

/** The calendar file of the appointment as it now is: a cancelled one's file removes the event. */
function useAppointmentCalendarHref(a: TrackingResponse, token: string | undefined) {
  return useCalendarFileHref({
    appointmentId: a.id,
    version: a.version,
    orderId: a.order_id,
    date: a.date,
    startTime: a.start_time,
    serviceNames: a.services.map((s) => s.name),
    // Rendered on the server (a mailed link's first visit) the origin is the browser's to say: the
    // app renders the page again, with the link in the file, before a tap can reach it.
    trackingUrl: typeof window === 'undefined' ? undefined : window.location.origin + trackingPagePath(a.id, token),
    cancelled: a.status === 'cancelled',
  });
}

/**
 * Reschedule, Cancel and Add to calendar for the customer's own appointment, or why they are
 * gone. Changes go through the outbox, so one made offline is kept and sent later.
 */
export function AppointmentActions(props: {
  appointment: TrackingResponse;
  token?: string;
  startMoving?: boolean;
  /** Opened from the reminder's "Release my time": the cancel dialog, with its fee, first. */
  startCancelling?: boolean;
}) {
  const { appointment: a, token } = props;
  const [mode, setMode] = useState<Mode>(
    props.startMoving && a.can_reschedule ? 'move' : props.startCancelling && a.can_cancel ? 'cancel' : 'none',
  );
  const pending = usePendingChange(a.id);
  const calendarHref = useAppointmentCalendarHref(a, token);
  const { busy, moveError, setMoveError, cancel, move } = useOwnChanges(a.id, token, () => setMode('none'));

  const canAct = !pending && !busy;
  return (
    <>
      <PendingChange appointmentId={a.id} onPickAnother={() => setMode('move')} />
      <section className="card" aria-labelledby="manage-title">
        <h2 id="manage-title">Manage</h2>
        {a.locked_reason ? (
          <p className="note">{a.locked_reason}</p>
        ) : (
          <p className={a.fee_note ? 'note' : 'hint'}>{a.fee_note ?? feeText(a.cancellation_fee)}</p>
        )}
        <div className="button-row">
          {a.can_reschedule && canAct && mode !== 'move' && (
            <button type="button" className="button" onClick={() => setMode('move')}>
              Reschedule
            </button>
          )}
          {a.can_cancel && canAct && (
            <button type="button" className="button danger" onClick={() => setMode('cancel')}>
              Cancel appointment
            </button>
          )}
          {calendarHref && (
            <a className="button ghost" href={calendarHref} download={`${a.order_id}.ics`}>
              {a.status === 'cancelled' ? 'Remove from calendar' : 'Add to calendar'}
            </a>
          )}
        </div>
      </section>
      {mode === 'move' && a.can_reschedule && (
        <Suspense fallback={null}>
          <ReschedulePanel
            appointment={a}
            busy={busy}
            error={moveError}
            onMove={(to) => void move(to)}
            onClose={() => {
              setMode('none');
              setMoveError(null);
            }}
          />
        </Suspense>
      )}
      {mode === 'cancel' && (
        <CancelDialog
          fee={a.cancellation_fee}
          note={a.fee_note}
          busy={busy}
          onKeep={() => setMode('none')}
          onCancel={(r) => void cancel(r)}
        />
      )}
    </>
  );
}
