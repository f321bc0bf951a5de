import { useQuery } from '@tanstack/react-query';
import { inboxMessages as m } from '@shop/shared/texts/messages';
import { threadsQuery } from '../api/text-queries.ts';

/** The admin navigation's count of texts no one has read yet; nothing when there are none. */
export function UnreadCount() {
  const threads = useQuery(threadsQuery).data ?? [];
  const unread = threads.reduce((sum, t) => sum + t.unread, 0);
  if (unread === 0) return null;
  return (
    <span className="badge nav-count">
      <span aria-hidden="true">{unread}</span>
      <span className="visually-hidden">{m.navUnread(unread)}</span>
    </span>
  );
}
