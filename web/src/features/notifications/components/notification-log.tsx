import { useQuery } from '@tanstack/react-query';
import { formatInstant } from '@/lib/format-instant.ts';
import { useWrite } from '@/features/offline/api/run-write.ts';
import { notificationLogQuery } from '../api/notification-queries.ts';
import { retryNotification } from '../api/retry-notification.ts';
import type { NotificationLogEntry } from '@shop/shared/settings/notifications.schema';

const when = (iso: string | null, timeZone: string | undefined) => (iso ? formatInstant(iso, timeZone, 'short') : '—');

const KIND: Record<string, string> = {
  confirmation: 'Confirmation',
  reminder: 'Reminder',
  ready: 'Ready for pickup',
  progress: 'Progress note',
  cancelled: 'Cancellation',
  moved: 'Moved',
  request_received: 'Request received',
  staff_booking: 'Staff: new booking',
  staff_request: 'Staff: new request',
  staff_change: 'Staff: customer change',
  password_reset: 'Password reset',
  email_confirmation: 'Email confirmation',
  estimate: 'Estimate',
  staff_estimate: 'Staff: estimate answered',
  waitlist_offer: 'Waitlist offer',
  waitlist_joined: 'Waitlist joined',
  maintenance_due: 'Maintenance reminder',
};

const CHANNEL: Record<NotificationLogEntry['channel'], string> = { email: 'Email', sms: 'SMS', push: 'Push' };

/** The last 50 notifications: so the shop can answer "did the customer get a reminder?". */
export function NotificationLog({ timeZone }: { timeZone?: string }) {
  const q = useQuery(notificationLogQuery);
  const retry = useWrite(retryNotification);
  if (!q.data) return <p className="hint">{q.isPending ? 'Loading...' : 'Notifications could not be loaded.'}</p>;
  const list = q.data.notifications;
  if (list.length === 0) return <p className="hint">Nothing has been sent yet.</p>;
  return (
    <div className="table-wrap">
      <table className="data-table">
        <caption className="visually-hidden">Last 50 notifications</caption>
        <thead>
          <tr>
            <th scope="col">What</th>
            <th scope="col">To</th>
            <th scope="col">Planned</th>
            <th scope="col">Sent</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {list.map((n) => (
            <tr key={n.id}>
              <td>
                {KIND[n.kind] ?? n.kind}
                <span className="hint"> · {CHANNEL[n.channel]}</span>
              </td>
              <td className="email">{n.recipient}</td>
              <td className="nowrap">{when(n.planned_at, timeZone)}</td>
              <td className="nowrap">{when(n.sent_at, timeZone)}</td>
              <td>
                {n.status}
                {n.last_error && <span className="hint"> ({n.last_error})</span>}
                {n.status === 'failed' && (
                  <button
                    type="button"
                    className="button small ghost"
                    disabled={retry.isPending}
                    onClick={() => void retry.mutateAsync({ entry: n })}
                  >
                    Retry
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
