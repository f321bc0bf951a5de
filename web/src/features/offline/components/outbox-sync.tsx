import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { queryClient } from '@/lib/query-client.ts';
import { drainOutbox } from '../api/outbox-drain.ts';
import { outboxDb, type OutboxKind, type OutboxRow } from '../api/outbox-db.ts';

const TIMER_MS = 15_000;

/** The cached views that rows of a kind change, fetched again once they settle. */
const VIEWS: Partial<Record<OutboxKind, string[]>> = { admin: ['admin'], appointment: ['tracking', 'my-appointments'] };

function refreshViews(rows: OutboxRow[]): void {
  for (const kind of new Set(rows.map((r) => r.kind)))
    for (const key of VIEWS[kind] ?? []) void queryClient.invalidateQueries({ queryKey: [key] });
}

/** Tells the user, once each, about rows that went through or hit a problem while they were away. */
async function announceSent(): Promise<void> {
  const troubled = await outboxDb.rows
    .where('status')
    .anyOf(['conflict', 'failed'])
    .filter((r) => !r.notified)
    .toArray();
  if (troubled.length > 0) {
    await outboxDb.rows.bulkUpdate(troubled.map((r) => ({ key: r.id, changes: { notified: true } })));
    refreshViews(troubled);
    toast.error(
      `${troubled.length === 1 ? troubled[0].label : `${troubled.length} saved submissions`} could not be sent: see the outbox.`,
      { id: 'outbox-trouble' },
    );
  }
  const fresh = await outboxDb.rows
    .where('status')
    .equals('sent')
    .filter((r) => !r.notified)
    .toArray();
  if (fresh.length === 0) return;
  await outboxDb.rows.bulkUpdate(fresh.map((r) => ({ key: r.id, changes: { notified: true } })));
  refreshViews(fresh);
  toast.success(fresh.length === 1 ? `Sent: ${fresh[0].label}` : `${fresh.length} saved submissions were sent`);
}

let draining = false;
/** A trigger that came while a drain ran: e.g. `online` during a drain that began offline. */
let again: boolean | null = null;
async function drainAndAnnounce(connectivity = false): Promise<void> {
  if (draining) {
    again = (again ?? false) || connectivity;
    return;
  }
  draining = true;
  try {
    await drainOutbox({ connectivity });
    await announceSent();
  } finally {
    draining = false;
  }
  if (again !== null) {
    const next = again;
    again = null;
    await drainAndAnnounce(next);
  }
}

/**
 * The page-side drain triggers (the main path on iOS and Firefox, which lack Background Sync):
 * app start, the online event, becoming visible, and a timer while rows wait.
 */
export function OutboxSync() {
  useEffect(() => {
    void drainAndAnnounce();
    const onVisible = () => document.visibilityState === 'visible' && void drainAndAnnounce();
    const onOnline = () => void drainAndAnnounce(true);
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    const timer = window.setInterval(() => void drainAndAnnounce(), TIMER_MS);
    const onMessage = (e: MessageEvent) => e.data?.type === 'OUTBOX_DRAINED' && void announceSent();
    navigator.serviceWorker?.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
      navigator.serviceWorker?.removeEventListener('message', onMessage);
    };
  }, []);
  return null;
}

/** The outbox page's "Send now". */
export const sendNow = () => drainAndAnnounce(true);
