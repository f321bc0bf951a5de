import { Link } from 'react-router-dom';
import { usePendingCount } from '../api/use-outbox.ts';

/** The unsent submissions on this device, with the way to the outbox. */
export function OutboxSummary() {
  const count = usePendingCount();
  return (
    <section className="card" aria-labelledby="outbox-summary-title">
      <h2 id="outbox-summary-title">Outbox</h2>
      <p>
        <span className="stat-value">{count}</span> {count === 1 ? 'submission' : 'submissions'} on this device not sent
        yet
      </p>
      <p className="hint">Changes made offline wait here and are sent when the connection returns.</p>
      <Link to="/outbox">Open the outbox</Link>
    </section>
  );
}
