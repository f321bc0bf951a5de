import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { inboxMessages as m } from '@shop/shared/texts/messages';
import { Loading } from '@/app/guards.tsx';
import { runWrite } from '@/features/offline/api/run-write.ts';
import { OfflineNote } from '@/features/offline/components/offline-note.tsx';
import { useSignedInUser } from '@/features/session/api/session.tsx';
import { useShop, useShopZone } from '@/features/shop/api/use-shop.ts';
import { useKeepThreadsOffline } from '@/features/texts/api/keep-threads-offline.ts';
import { threadQuery, threadsQuery } from '@/features/texts/api/text-queries.ts';
import { markThreadRead } from '@/features/texts/api/thread-writes.ts';
import { ThreadList } from '@/features/texts/components/thread-list.tsx';
import { ThreadView } from '@/features/texts/components/thread-view.tsx';
import { queryClient } from '@/lib/query-client.ts';
import '@/features/texts/components/inbox.css';

/** The opened conversation, marked read once it shows. */
function OpenThread({ id, me }: { id: number; me: { id: number; name: string } }) {
  const q = useQuery(threadQuery(id));
  const zone = useShopZone();
  const shopName = useShop().data?.name ?? '';
  const unread = q.data?.thread.unread ?? 0;
  useEffect(() => {
    if (unread > 0) void runWrite(markThreadRead, { thread: id, update: { read: true } });
  }, [id, unread]);

  if (q.isPending) return <Loading />;
  if (!q.data)
    return (
      <p className="error-box">{(q.error as { status?: number }).status === 404 ? m.threadNotFound : m.loadFailed}</p>
    );
  const refresh = () => queryClient.fetchQuery({ ...threadQuery(id), staleTime: 0 }).then((d) => d.messages);
  return (
    <>
      {q.isError && <OfflineNote updatedAt={q.dataUpdatedAt} failed />}
      <ThreadView detail={q.data} me={me} zone={zone} shopName={shopName} refresh={refresh} />
    </>
  );
}

/**
 * /admin/messages and /admin/messages/:thread: the list beside the opened conversation on a tablet
 * or a desktop; on a phone one at a time, with a way back to the list.
 */
export default function MessagesPage() {
  const param = useParams().thread;
  const id = param === undefined ? null : Number(param);
  const user = useSignedInUser();
  const zone = useShopZone();
  const list = useQuery(threadsQuery);
  useKeepThreadsOffline(list.data, list.isSuccess && list.isFetchedAfterMount ? list.dataUpdatedAt : 0);
  const me = { id: user?.id ?? 0, name: user?.name ?? '' };

  return (
    <div className={`inbox${id === null ? '' : ' has-thread'}`}>
      <h1 className="inbox-title">{m.title}</h1>
      <div className="inbox-list">
        {list.isError && list.data && <OfflineNote updatedAt={list.dataUpdatedAt} failed />}
        {list.isPending ? (
          <Loading />
        ) : list.data ? (
          <ThreadList threads={list.data} me={me.id} zone={zone} />
        ) : (
          <p className="error-box">{m.loadFailed}</p>
        )}
      </div>
      <div className="inbox-thread">
        {id === null || !Number.isInteger(id) ? (
          <p className="hint">{m.pickThread}</p>
        ) : (
          <>
            <Link className="inbox-back" to="/admin/messages">
              {m.backToList}
            </Link>
            <OpenThread key={id} id={id} me={me} />
          </>
        )}
      </div>
    </div>
  );
}
