import { noShowMessages as m } from '@shop/shared/appointments/no-show';
import type { TrackingResponse } from '@shop/shared/tracking/tracking.schema';
import { useWrite } from '@/features/offline/api/run-write.ts';
import { confirmAttendance } from '../api/confirm-attendance.ts';

/**
 * What the page says of attendance: a booking waiting for staff (pending, after missed
 * appointments), and the reminder's "I'll be there" when its link asked for it. The reminder's
 * "Release my time" opens the cancel dialog instead, which states the fee before the tap.
 */
export function AttendanceCard(props: { appointment: TrackingResponse; token?: string; asked: boolean }) {
  const { appointment: a, token } = props;
  const confirm = useWrite(confirmAttendance);
  if (a.status === 'pending')
    return (
      <p className="note" role="status">
        {m.pendingBooking}
      </p>
    );
  if (a.status === 'confirmed' && props.asked) return <p role="status">{m.confirmed}</p>;
  if (a.status !== 'scheduled' || !props.asked) return null;
  return (
    <section className="card" aria-label="Your attendance">
      <button
        type="button"
        className="button primary"
        disabled={confirm.isPending}
        onClick={() => void confirm.mutateAsync({ id: a.id, token })}
      >
        {m.confirmAction}
      </button>
    </section>
  );
}
