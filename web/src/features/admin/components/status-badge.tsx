/** Badge colours: confirmed and scheduled green, pending yellow, cancelled red, others blue. */
export function statusTone(status: string): 'green' | 'yellow' | 'red' | 'blue' {
  if (status === 'confirmed' || status === 'scheduled') return 'green';
  if (status === 'pending') return 'yellow';
  if (status === 'cancelled' || status === 'canceled') return 'red';
  return 'blue';
}

export const statusLabel = (s: string) => (s === 'admin_blocked' ? 'Admin Blocked' : s.charAt(0).toUpperCase() + s.slice(1));

export function StatusBadge({ status }: { status: string }) {
  return <span className={`badge tone-${statusTone(status)}`}>{statusLabel(status)}</span>;
}
