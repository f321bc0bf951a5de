import { sendJson, type HttpAnswer } from '@/lib/api-client.ts';
import { backoffMs, classifyAnswer } from './outbox-classify.ts';
import { outboxDb, type OutboxDb, type OutboxRow } from './outbox-db.ts';
import { versionToSend, withVersion } from './outbox-versions.ts';

/** A row left 'sending' this long (the page closed mid-send) is queued again. */
const STALE_SENDING_MS = 60_000;
const LOCK_NAME = 'autoshop-outbox-drain';

export interface DrainOptions {
  db?: OutboxDb;
  fetchImpl?: typeof fetch;
  now?: () => number;
  /** Send just this row, now, even if its back-off has not run out (a user's submit or Retry). */
  only?: string;
  /**
   * The network is known to be back (the sync event, the online event, "Send now"): send every
   * queued row now instead of waiting out back-offs meant for an unknown network.
   */
  connectivity?: boolean;
}

export interface DrainReport {
  attempted: number;
  sent: OutboxRow[];
  /** A send found no network: what is left waits for the next trigger. */
  offline: boolean;
}

/** What to send for a row now: its own request, or a versioned change on its predecessor's version. */
async function requestFor(db: OutboxDb, row: OutboxRow): Promise<{ path: string; payload: unknown } | 'wait'> {
  if (!row.versioned) return { path: row.path, payload: row.payload };
  const record = row.versioned.record;
  const earlier = await db.rows
    .where('kind')
    .equals(row.kind)
    .filter((r) => r.versioned?.record === record && r.createdAt < row.createdAt)
    .sortBy('createdAt');
  const version = versionToSend(row, earlier);
  return version === 'wait' ? 'wait' : withVersion(row, version);
}

function send(row: OutboxRow, req: { path: string; payload: unknown }, fetchImpl: typeof fetch): Promise<HttpAnswer> {
  // A DELETE carries no body unless it has a payload; every other write sends at least {}.
  const body = row.method === 'DELETE' && req.payload === undefined ? undefined : (req.payload ?? {});
  return sendJson(req.path, { method: row.method, body, idempotencyKey: row.id }, fetchImpl);
}

async function drainUnlocked(o: DrainOptions): Promise<DrainReport> {
  const db = o.db ?? outboxDb;
  const now = o.now ?? Date.now;
  const fetchImpl = o.fetchImpl ?? fetch.bind(globalThis);
  await db.rows
    .where('status')
    .equals('sending')
    .modify((r) => {
      if (now() - (r.sendingSince ?? 0) > STALE_SENDING_MS) r.status = 'queued';
    });
  const due = o.only
    ? [await db.rows.get(o.only)].filter((r): r is OutboxRow => r?.status === 'queued')
    : await db.rows
        .where('status')
        .equals('queued')
        .filter((r) => o.connectivity === true || r.nextAttemptAt <= now())
        .sortBy('createdAt');
  const report: DrainReport = { attempted: 0, sent: [], offline: false };
  for (const row of due) {
    // An earlier change to the same record goes first (or waits for the user to settle it).
    const req = await requestFor(db, row);
    if (req === 'wait') continue;
    report.attempted += 1;
    await db.rows.update(row.id, { status: 'sending', sendingSince: now() });
    const { status, body } = await send(row, req, fetchImpl);
    const verdict = classifyAnswer(status, body);
    const attempts = row.attempts + 1;
    if (verdict.next === 'sent') {
      await db.rows.update(row.id, {
        status: 'sent',
        attempts,
        httpStatus: status,
        response: body,
        lastError: undefined,
      });
      report.sent.push({ ...row, status: 'sent', response: body });
    } else if (verdict.next === 'retry') {
      await db.rows.update(row.id, {
        status: 'queued',
        attempts,
        httpStatus: status,
        lastError: verdict.error,
        nextAttemptAt: now() + backoffMs(attempts),
      });
      // No network: the rest would fail the same way.
      if (status === 0) {
        report.offline = true;
        break;
      }
    } else {
      await db.rows.update(row.id, {
        status: verdict.next,
        attempts,
        httpStatus: status,
        lastError: verdict.error,
        response: body,
      });
    }
  }
  return report;
}

/**
 * Sends what is due in the outbox, oldest first. One drain at a time across tabs and the
 * service worker (Web Locks); the server's idempotency makes any double send harmless anyway.
 */
export async function drainOutbox(o: DrainOptions = {}): Promise<DrainReport> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) return locks.request(LOCK_NAME, () => drainUnlocked(o));
  return drainUnlocked(o);
}

/** Puts rows paused by a 401 back in the queue (after the user signs in again). */
export async function resumePaused(db: OutboxDb = outboxDb): Promise<number> {
  return db.rows.where('status').equals('paused').modify({ status: 'queued', nextAttemptAt: 0 });
}
