import { useEffect } from 'react';
import { toast } from '@/lib/toast.ts';
import { storedUser } from '@/features/session/api/stored-user.ts';
import { queryClient } from '@/lib/query-client.ts';
import { drainOutbox, outboxSignals } from '../api/outbox-drain.ts';
import { outboxDb, type OutboxRow } from '../api/outbox-db.ts';
import { outboxKind, outboxKindsReady } from '../api/outbox-kinds.ts';
import { guardOutboxAcrossPageCache, pageLeavingSignal } from '../api/outbox-lifecycle.ts';
import { isOwnRow } from '../api/outbox-owner.ts';
import { forgetShownRows } from '../api/outbox-session.ts';
import { probeUntilBack } from '../api/reconnect-probe.ts';
import { WORKER_MESSAGES } from '../api/worker-messages.ts';
import { announceUnauthorized } from '@/lib/api-client.ts';

const TIMER_MS = 15_000;

/** The cached views that rows of their kinds change, fetched again once they settle. */
async function refreshViews(rows: OutboxRow[]): Promise<void> {
  await outboxKindsReady();
  for (const kind of new Set(rows.map((r) => r.kind)))
    for (const queryKey of outboxKind(kind).refresh) void queryClient.invalidateQueries({ queryKey });
}

/**
 * Tells the person on the device, once each, about their own rows that went through or hit a
 * problem while they were away. Someone else's sent rows are not theirs to read: they go unannounced.
 * Sent rows whose answer has been told then leave the device.
 */
async function announceSent(): Promise<void> {
  await announceOwn(storedUser()?.id ?? null);
  await forgetShownRows();
}

async function announceOwn(viewer: number | null): Promise<void> {
  const othersSent = await outboxDb.rows
    .where('status')
    .equals('sent')
    .filter((r) => !r.notified && !isOwnRow(r, viewer))
    .toArray();
  await outboxDb.rows.bulkUpdate(othersSent.map((r) => ({ key: r.id, changes: { notified: true } })));
  const troubled = await outboxDb.rows
    .where('status')
    .anyOf(['conflict', 'failed'])
    .filter((r) => !r.notified && isOwnRow(r, viewer))
    .toArray();
  if (troubled.length > 0) {
    await outboxDb.rows.bulkUpdate(troubled.map((r) => ({ key: r.id, changes: { notified: true } })));
    void refreshViews(troubled);
    toast.error(
      `${troubled.length === 1 ? troubled[0].label : `${troubled.length} saved submissions`} could not be sent: see the outbox.`,
      { id: 'outbox-trouble' },
    );
  }
  const fresh = await outboxDb.rows
    .where('status')
    .equals('sent')
    .filter((r) => !r.notified && isOwnRow(r, viewer))
    .toArray();
  if (fresh.length === 0) return;
  await outboxDb.rows.bulkUpdate(fresh.map((r) => ({ key: r.id, changes: { notified: true } })));
  void refreshViews(fresh);
  toast.success(fresh.length === 1 ? `Sent: ${fresh[0].label}` : `${fresh.length} saved submissions were sent`);
}

let draining = false;
/** A trigger that came while a drain ran: e.g. `online` during a drain that began offline. */
let again: boolean | null = null;
/** Drains and tells the user; answers whether a send still found no network. */
async function drainAndAnnounce(connectivity = false): Promise<boolean> {
  if (draining) {
    again = (again ?? false) || connectivity;
    return true;
  }
  draining = true;
  let offline = false;
  try {
    offline = (await drainOutbox({ connectivity })).offline;
    await announceSent();
  } catch (err) {
    // The page left mid-drain (its database is closed until it comes back); anything else is real.
    if (!pageLeavingSignal().aborted) throw err;
  } finally {
    draining = false;
  }
  if (again !== null) {
    const next = again;
    again = null;
    return drainAndAnnounce(next);
  }
  return offline;
}

/** After a send found no network: watch for its return and send everything then. */
/**
 * After a send found no network, watch for its return and send everything then. Subscribed once
 * for the page, not per mount: a send that fails while the admin screen re-renders must not slip
 * between an unmount and a mount.
 */
outboxSignals.addEventListener('no-network', () => void probeUntilBack({ onBack: () => drainAndAnnounce(true) }));

/**
 * The page-side drain triggers (the main path on iOS and Firefox, which lack Background Sync):
 * page load, the online event, the server answering again after a send found no network, coming
 * back from the back/forward cache, focus, becoming visible, and a timer while rows wait.
 */
export function OutboxSync() {
  useEffect(() => {
    // A page that loads tries every waiting row once, back-off or not: a send cut off when the
    // last page was left looks like a network failure, and the user should not wait out its back-off.
    void drainAndAnnounce(true);
    const onVisible = () => document.visibilityState === 'visible' && void drainAndAnnounce();
    const onOnline = () => void drainAndAnnounce(true);
    const onFocus = () => void drainAndAnnounce();
    const unguard = guardOutboxAcrossPageCache(() => void drainAndAnnounce(true));
    window.addEventListener('online', onOnline);
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    const timer = window.setInterval(() => void drainAndAnnounce(), TIMER_MS);
    const onMessage = (e: MessageEvent) => {
      if (e.data?.type === WORKER_MESSAGES.drained) void announceSent();
      if (e.data?.type === WORKER_MESSAGES.sessionRefused) announceUnauthorized(401, e.data.userId);
    };
    navigator.serviceWorker?.addEventListener('message', onMessage);
    return () => {
      unguard();
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
      navigator.serviceWorker?.removeEventListener('message', onMessage);
    };
  }, []);
  return null;
}

/** The outbox page's "Send now". */
export const sendNow = async () => {
  await drainAndAnnounce(true);
};
