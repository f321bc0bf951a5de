import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { inboxMessages as m } from '@shop/shared/texts/messages';
import { threadsQuery } from '../api/text-queries.ts';

function useUnread(): number {
  const threads = useQuery(threadsQuery).data ?? [];
  return threads.reduce((sum, t) => sum + t.unread, 0);
}

/** The admin navigation's count of texts no one has read yet; nothing when there are none. */
export function UnreadCount() {
  const unread = useUnread();
  if (unread === 0) return null;
  return (
    <span className="badge nav-count">
      <span aria-hidden="true">{unread}</span>
      <span className="visually-hidden">{m.navUnread(unread)}</span>
    </span>
  );
}

/** The same count in the top bar, where a phone or a tablet held upright has no sidebar. */
export function UnreadLink() {
  const unread = useUnread();
  if (unread === 0) return null;
  return (
    <Link className="badge nav-count top-unread" to="/admin/messages">
      {m.unreadTexts(unread)}
    </Link>
  );
}
