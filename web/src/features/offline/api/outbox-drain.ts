import { withOutboxLock } from './outbox-lock.ts';
import { sendJson, type HttpAnswer } from '@/lib/api-client.ts';
import { binaryBodyOf } from './outbox-blobs.ts';
import { classifyAnswer, retryDelayMs, SIGN_IN_TO_SEND, type Verdict } from './outbox-classify.ts';
import { outboxDb, type OutboxDb, type OutboxRow } from './outbox-db.ts';
import { pageLeavingSignal } from './outbox-lifecycle.ts';
import { maySendUnder, resumableBy, sendsCookies, signOutMayGo, type SessionHolder } from './outbox-owner.ts';
import { jsonBodyOf, versionToSend, withVersion } from './outbox-versions.ts';
import { markSending } from './mark-sending.ts';
import { SEND_DEADLINE_MS, sendWithin } from './send-deadline.ts';
import { sessionHolder } from './session-holder.ts';
import { clearProgress, reportProgress } from './upload-progress.ts';
import { uploadWithProgress, type UploadFn } from '@/lib/upload-with-progress.ts';

/** A row left 'sending' this long (the page closed mid-send) is queued again. */
const STALE_SENDING_MS = 60_000;

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
  /** Ends the drain (and its hold on the lock) at once: the page is leaving. */
  signal?: AbortSignal;
  /** Whose session the browser holds (read again before each row: a sent sign-out ends it). */
  holder?: () => Promise<SessionHolder>;
  /** Sends a row of bytes, reporting its progress; none sends them with `fetchImpl`, without progress. */
  upload?: UploadFn;
  /** How long a change (not bytes) may wait for its answer before it counts as no network. */
  deadlineMs?: number;
}

/**
 * A page sends photos over XMLHttpRequest, so the outbox page can show their progress; the service
 * worker has no XMLHttpRequest and sends them with fetch. An injected fetch stands for the network.
 */
const defaultUpload = (o: DrainOptions): UploadFn | undefined =>
  o.upload ?? (o.fetchImpl === undefined && typeof XMLHttpRequest === 'function' ? uploadWithProgress : undefined);

export interface DrainReport {
  attempted: number;
  sent: OutboxRow[];
  /** A send found no network: what is left waits for the next trigger. */
  offline: boolean;
  /** The server refused the session cookie a row went under: that person's session has ended. */
  sessionRefusedFor?: number;
}

/**
 * The changes to a versioned row's record made before it, oldest first, whatever their kind: a row
 * stored under an older kind name still goes first.
 */
export function earlierChanges(db: OutboxDb, row: OutboxRow): Promise<OutboxRow[]> {
  const record = row.versioned?.record;
  if (record === undefined) return Promise.resolve([]);
  return db.rows
    .where('versioned.record')
    .equals(record)
    .filter((r) => r.createdAt < row.createdAt)
    .sortBy('createdAt');
}

/** What to send for a row now: its own request, or a versioned change on its predecessor's version. */
async function requestFor(db: OutboxDb, row: OutboxRow): Promise<{ path: string; payload: unknown } | 'wait'> {
  if (!row.versioned) return { path: row.path, payload: row.payload };
  const version = versionToSend(row, await earlierChanges(db, row));
  return version === 'wait' ? 'wait' : withVersion(row, version);
}

async function send(
  db: OutboxDb,
  row: OutboxRow,
  req: { path: string; payload: unknown },
  o: { fetchImpl: typeof fetch; upload?: UploadFn; signal?: AbortSignal; deadlineMs: number },
): Promise<HttpAnswer> {
  const binary = await binaryBodyOf(db, row);
  const body = jsonBodyOf(row.method, req.payload, binary);
  const credentials = sendsCookies(row) ? 'same-origin' : 'omit';
  const options = { method: row.method, body, binary, idempotencyKey: row.id, signal: o.signal, credentials } as const;
  if (!binary)
    return sendWithin(o.signal, o.deadlineMs, (signal) => sendJson(req.path, { ...options, signal }, o.fetchImpl));
  // XMLHttpRequest always sends the page's cookies: a row that must go without them uses fetch.
  if (!o.upload || credentials === 'omit') return sendJson(req.path, options, o.fetchImpl);
  reportProgress(row.id, 0, binary.bytes.byteLength);
  try {
    return await o.upload(req.path, options, (sent, total) => reportProgress(row.id, sent, total));
  } finally {
    clearProgress(row.id);
  }
}

/**
 * `locked`: this drain holds the lock every drain takes, so no other is sending and a row still
 * 'sending' was left by a drain that died (its page closed or left): it is queued again at once.
 * Without locks, only a row 'sending' for a minute is taken for dead.
 */
async function drainUnlocked(o: DrainOptions & { locked?: boolean }): Promise<DrainReport> {
  const db = o.db ?? outboxDb;
  const now = o.now ?? Date.now;
  const fetchImpl = o.fetchImpl ?? fetch.bind(globalThis);
  const holder = o.holder ?? sessionHolder;
  const upload = defaultUpload(o);
  await db.rows
    .where('status')
    .equals('sending')
    .modify((r) => {
      if (o.locked || now() - (r.sendingSince ?? 0) > STALE_SENDING_MS) r.status = 'queued';
    });
  const due = o.only
    ? [await db.rows.get(o.only)].filter((r): r is OutboxRow => r?.status === 'queued')
    : await db.rows
        .where('status')
        .equals('queued')
        .filter((r) => o.connectivity === true || r.nextAttemptAt <= now())
        .sortBy('createdAt');
  const report: DrainReport = { attempted: 0, sent: [], offline: false };
  // The server's photo line was full: the next photos would be turned away too, after their bytes.
  let photosTurnedAway = false;
  for (const row of due) {
    // The page left: a drain that outlived the lock stops before it touches anything more.
    if (o.signal?.aborted) break;
    if (photosTurnedAway && row.binary) continue;
    // Each row goes only under its author's session, and a sign-out after its author's changes.
    if (!maySendUnder(row, await holder())) continue;
    if (row.kind === 'sign-out' && !signOutMayGo(row, await db.rows.toArray())) continue;
    // An earlier change to the same record goes first (or waits for the user to settle it).
    const req = await requestFor(db, row);
    if (req === 'wait') continue;
    report.attempted += 1;
    const marked = await markSending(db, row, { locked: o.locked, now });
    const deadlineMs = o.deadlineMs ?? SEND_DEADLINE_MS;
    const answer = await send(db, row, req, { fetchImpl, upload, signal: o.signal, deadlineMs }).finally(
      marked.settled,
    );
    const { status, body } = answer;
    if (o.signal?.aborted) break;
    if (answer.sessionRefused && row.author) report.sessionRefusedFor = row.author.id;
    const verdict = verdictFor(row, answer);
    const attempts = row.attempts + 1;
    if (verdict.next === 'sent') {
      await db.rows.update(row.id, {
        status: 'sent',
        attempts,
        httpStatus: status,
        response: body,
        lastError: undefined,
      });
      // Sent: its bytes are no longer needed (the row stays, for the notices).
      if (row.binary) await db.blobs.delete(row.id);
      report.sent.push({ ...row, status: 'sent', response: body });
    } else if (verdict.next === 'retry') {
      if (row.binary && status === 503) photosTurnedAway = true;
      await db.rows.update(row.id, {
        status: 'queued',
        attempts,
        httpStatus: status,
        lastError: verdict.error,
        nextAttemptAt: now() + retryDelayMs(attempts, verdict.afterMs),
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
  const signal = o.signal ?? pageLeavingSignal();
  const locked = typeof navigator !== 'undefined' && Boolean(navigator.locks);
  const report = await withOutboxLock(() => untilAborted(drainUnlocked({ ...o, signal, locked }), signal));
  if (report.offline) outboxSignals.dispatchEvent(new Event('no-network'));
  return report;
}

/** 'no-network': a send found no network (so the page starts watching for its return). */
export const outboxSignals = new EventTarget();

const NOTHING_DONE: DrainReport = { attempted: 0, sent: [], offline: false };

/**
 * The drain's outcome, or nothing done as soon as the signal aborts: so a page frozen in the
 * back/forward cache has already given the lock back. What it left half-done is sent again later.
 */
function untilAborted(work: Promise<DrainReport>, signal: AbortSignal): Promise<DrainReport> {
  if (signal.aborted) return Promise.resolve(NOTHING_DONE);
  const quietly = work.catch((err: unknown) => {
    if (signal.aborted) return NOTHING_DONE;
    throw err;
  });
  const aborted = new Promise<DrainReport>((resolve) =>
    signal.addEventListener('abort', () => resolve(NOTHING_DONE), { once: true }),
  );
  return Promise.race([quietly, aborted]);
}

/**
 * What to do with a row's answer. A sign-out that finds its session already ended is done all the
 * same; any other row sent under a session the server refused waits for its author to sign in
 * again, whatever the route answered without a session (a 404 for an appointment of hers).
 */
function verdictFor(row: OutboxRow, a: HttpAnswer): Verdict {
  const ended = a.sessionRefused === true || a.status === 401 || a.status === 403;
  if (row.kind === 'sign-out' && ended) return { next: 'sent' };
  if (a.sessionRefused && a.status >= 400) return { next: 'paused', error: SIGN_IN_TO_SEND };
  return classifyAnswer(a.status, a.body, a.retryAfterMs);
}

/** Puts this user's rows paused by a 401 back in the queue (they signed in again); nobody else's. */
export async function resumePaused(userId: number, db: OutboxDb = outboxDb): Promise<number> {
  return db.rows
    .where('status')
    .equals('paused')
    .filter((r) => resumableBy(r, userId))
    .modify({ status: 'queued', nextAttemptAt: 0 });
}
