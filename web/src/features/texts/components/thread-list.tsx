import { NavLink } from 'react-router-dom';
import { inboxMessages as m } from '@shop/shared/texts/messages';
import type { TextThread } from '@shop/shared/texts/texts.schema';
import { formatInstant } from '@/lib/format-instant.ts';
import { assigneeName } from './thread-facts.tsx';

/** Newest first, whatever order the answer came in (a reply queued here moves its thread up). */
const newestFirst = (threads: TextThread[]) => [...threads].sort((a, b) => b.last_at.localeCompare(a.last_at));

/** Every conversation: who, which number, when last, how many unread, and whose it is. */
export function ThreadList({ threads, me, zone }: { threads: TextThread[]; me: number; zone: string }) {
  if (threads.length === 0) return <p className="hint">{m.noThreads}</p>;
  return (
    <ul className="thread-list" aria-label={m.title}>
      {newestFirst(threads).map((t) => (
        <li key={t.id}>
          <NavLink to={`/admin/messages/${t.id}`} className={t.unread > 0 ? 'thread-link unread' : 'thread-link'}>
            <span className="thread-name">{t.name ?? m.unknownSender}</span>
            {t.unread > 0 && (
              <span className="badge unread-badge">
                <span aria-hidden="true">{t.unread}</span>
                <span className="visually-hidden">{m.unread(t.unread)}</span>
              </span>
            )}
            <span className="thread-phone">{t.phone}</span>
            <time className="thread-when" dateTime={t.last_at}>
              {formatInstant(t.last_at, zone, 'short')}
            </time>
            <span className="thread-assignee hint">{assigneeName(t.assigned_to, me)}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
