import { useQuery } from '@tanstack/react-query';
import { noShowMessages as m } from '@shop/shared/appointments/no-show';
import { noShowCountQuery } from '../api/no-show-count.ts';

/** The customer's no-shows in the details, marked when they reach the limit (online bookings then come in pending). */
export function NoShowCount({ appointmentId }: { appointmentId: number }) {
  const q = useQuery(noShowCountQuery(appointmentId));
  if (!q.data || q.data.count === 0) return null;
  return <p className={q.data.count >= q.data.limit ? 'note' : 'hint'}>{m.staffCount(q.data.count)}</p>;
}
