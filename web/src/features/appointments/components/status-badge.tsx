import { statusLabel, statusTone } from '@shop/shared/appointments/appointment-status';

export function StatusBadge({ status }: { status: string }) {
  return <span className={`badge tone-${statusTone(status)}`}>{statusLabel(status)}</span>;
}
