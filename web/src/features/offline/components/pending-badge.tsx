import { CloudUpload } from 'lucide-react';
import { Link } from 'react-router-dom';
import { usePendingCount } from '../api/use-outbox.ts';

/** A nav link to /outbox while anything waits to be sent or needs attention. */
export function PendingBadge() {
  const count = usePendingCount();
  if (count === 0) return null;
  return (
    <Link
      to="/outbox"
      className="pending-badge"
      aria-label={`${count} unsent ${count === 1 ? 'submission' : 'submissions'}: open the outbox`}
    >
      <CloudUpload aria-hidden="true" size={18} /> {count}
    </Link>
  );
}
