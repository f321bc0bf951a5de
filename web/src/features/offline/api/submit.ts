import { storedUser } from '@/features/session/api/stored-user.ts';
import { announceUnauthorized, type BinaryBody } from '@/lib/api-client.ts';
import { addRow, deleteRow, replaceRow } from './outbox-blobs.ts';
import { drainOutbox, earlierChanges } from './outbox-drain.ts';
import { whileNoDrain } from './outbox-lock.ts';
import { outboxDb, type OutboxKind, type OutboxRow } from './outbox-db.ts';
import { authorFor, type OutboxAuthor } from './outbox-owner.ts';
import { hasUnsentChange, versionToSend, type VersionedChange } from './outbox-versions.ts';
import { sendDirectly } from './send-directly.ts';

/** A v4 UUID, also where crypto.randomUUID is missing (plain-http LAN addresses). */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Asks the service worker to drain when the network returns (Chromium's Background Sync). */
export async function requestBackgroundSync(): Promise<void> {
  try {
    const reg = await navigator.serviceWorker?.getRegistration();
    const sync = (reg as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)
      ?.sync;
    await sync?.register('outbox');
  } catch {
    // No Background Sync here (Safari, Firefox): the page-side triggers drain instead.
  }
}

export interface Submission {
  kind: OutboxKind;
  label: string;
  method: OutboxRow['method'];
  path: string;
  payload?: unknown;
  /** A body of bytes (a photo) instead of `payload`: kept in the outbox apart from the row. */
  binary?: BinaryBody;
  /** The name cached data shows the bytes by while they wait (see outbox-blob-ref.ts). */
  shownAs?: string;
  /** For a change to a versioned record: which record, and the version it was made on. */
  versioned?: Omit<VersionedChange, 'chained'>;
  context?: Record<string, unknown>;
  /** Who makes it; by default whoever is signed in on this device (null: a guest). */
  author?: OutboxAuthor | null;
}

/** How long saving to the outbox may take before the page stops waiting and sends directly. */
export const SAVE_WATCHDOG_MS = 4_000;
/** How long the first send may wait for the outbox (another tab's drain); then the row just waits. */
export const SEND_WATCHDOG_MS = 8_000;

/** The value, or 'late' when it takes longer than `ms` (the work itself goes on). */
function within<T>(work: Promise<T>, ms: number): Promise<T | 'late'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function saveRow(s: Submission, row: OutboxRow): Promise<OutboxRow> {
  const record = s.versioned?.record;
  const same = record ? await outboxDb.rows.where('versioned.record').equals(record).toArray() : [];
  const versioned = s.versioned && { ...s.versioned, chained: hasUnsentChange(same, s.versioned.record) };
  // Strictly after every earlier row, even within one millisecond: the replay order is this order.
  const last = await outboxDb.rows.orderBy('createdAt').last();
  const createdAt = Math.max(row.createdAt, (last?.createdAt ?? -1) + 1);
  const saved = { ...row, versioned, createdAt };
  await addRow(outboxDb, saved, s.binary);
  return saved;
}

/**
 * Writes the submission to the outbox first, then tries to send it at once. The returned row
 * says what happened: sent (with the server's answer), queued (offline: it will go later),
 * failed, conflict or paused. Nothing typed is lost in any of these. Neither step can hang the
 * form: a save that does not finish in a few seconds is sent directly instead.
 */
export async function submitThroughOutbox(
  s: Submission,
  watchdog = { saveMs: SAVE_WATCHDOG_MS, sendMs: SEND_WATCHDOG_MS },
): Promise<OutboxRow> {
  const now = Date.now();
  const { binary, shownAs, ...rest } = s;
  const author = s.author === undefined ? authorFor(storedUser()) : s.author;
  const fresh: OutboxRow = {
    id: newKey(),
    ...rest,
    author,
    binary: binary && { type: binary.type, size: binary.bytes.byteLength, ...(shownAs && { ref: shownAs }) },
    createdAt: now,
    attempts: 0,
    nextAttemptAt: now,
    status: 'queued',
  };
  const saved = await within(saveRow(s, fresh), watchdog.saveMs);
  if (saved === 'late') return sendDirectly(fresh, binary);
  const report = await within(drainOutbox({ only: saved.id }), watchdog.sendMs);
  if (report === 'late') return saved;
  // Another drain may already have shown and forgotten the sent row: its answer is in the report.
  const row = (await outboxDb.rows.get(saved.id)) ?? report.sent.find((r) => r.id === saved.id) ?? saved;
  await afterFirstTry(row);
  return row;
}

/**
 * A row still waiting asks for Background Sync; one settled at once is told of by the screen that
 * sent it. A row paused because the server refused its author's session may have been sent by
 * the service worker's drain between its save and this page's try: the worker's message can come
 * before the page listens, so the page ends the session from the row itself.
 */
async function afterFirstTry(row: OutboxRow): Promise<void> {
  if (row.status === 'queued') return requestBackgroundSync();
  // The outbox need not tell the user again.
  await outboxDb.rows.update(row.id, { notified: true });
  // A paused row waits for its author's next sign-in: only a refused session pauses one.
  if (row.status === 'paused' && row.author) announceUnauthorized(401, row.author.id);
}

/** Sends one row again now (the outbox page's Retry). */
export async function retryRow(id: string): Promise<OutboxRow | undefined> {
  await outboxDb.rows.update(id, { status: 'queued', nextAttemptAt: 0 });
  await drainOutbox({ only: id });
  return outboxDb.rows.get(id);
}

/**
 * Replaces a failed row's payload with an edited one under a new key (the old key saw the old
 * body), in the old row's place: later changes of the same record were made after it and still
 * replay after it. A change to a versioned record keeps the version it was made on (or, chained,
 * the one its sent predecessor produced): edited, it still conflicts with someone else's change
 * meanwhile instead of overwriting it. Only a row that failed or met a conflict (no drain sends
 * those), and only as it was read: undefined when another tab retried, edited, sent or dropped it
 * meanwhile, and then nothing more is sent.
 */
export async function resubmitEdited(
  id: string,
  payload: unknown,
  sendMs = SEND_WATCHDOG_MS,
): Promise<OutboxRow | undefined> {
  const old = await outboxDb.rows.get(id);
  // Bytes are not edited as text: such a row is retried or discarded.
  if (old?.binary) return old;
  if (!old || !EDITABLE.has(old.status)) return undefined;
  const fresh: OutboxRow = {
    ...old,
    id: newKey(),
    payload,
    status: 'queued',
    attempts: 0,
    nextAttemptAt: 0,
    lastError: undefined,
    httpStatus: undefined,
    response: undefined,
    // A new write: the outbox tells of it when it settles later, and no send of it has begun.
    notified: undefined,
    sendingSince: undefined,
    versioned: old.versioned && (await madeOn(old)),
  };
  if (!(await replaceRow(outboxDb, old, fresh))) return undefined;
  // In order: the edited row first, then the changes that waited behind it. Rows a server asked
  // to wait (Retry-After) keep waiting; another tab's drain holding the outbox leaves this queued.
  const report = await within(drainOutbox({}), sendMs);
  // Sent and already forgotten by another tab's drain: its answer is in the report, if this drain's.
  const sent = report === 'late' ? undefined : report.sent.find((r) => r.id === fresh.id);
  const row = (await outboxDb.rows.get(fresh.id)) ?? sent ?? fresh;
  await afterFirstTry(row);
  return row;
}

/** The version a versioned row goes with: its own, or what the sent change before it produced. */
async function madeOn(row: OutboxRow): Promise<VersionedChange> {
  const version = versionToSend(row, await earlierChanges(outboxDb, row));
  // An earlier change still waits: this one stays chained onto it.
  return version === 'wait' ? row.versioned! : { record: row.versioned!.record, version, chained: false };
}

/** The statuses a row is edited or kept in: settled, so no drain sends it meanwhile. */
const EDITABLE = new Set<OutboxRow['status']>(['failed', 'conflict']);

/** Drops a row and its bytes, if any: it is never sent (or, sent, it is forgotten). */
export async function discardRow(id: string): Promise<void> {
  await deleteRow(outboxDb, id);
}

type Discarded = 'dropped' | 'sending' | 'gone';

/** Drops the row if `mayDrop` says so of it as it is now, in one transaction. */
const dropIf = (id: string, mayDrop: (row: OutboxRow) => Discarded) =>
  outboxDb.transaction('rw', outboxDb.rows, outboxDb.blobs, async (): Promise<Discarded> => {
    const row = await outboxDb.rows.get(id);
    const verdict = !row || row.status === 'sent' ? 'gone' : mayDrop(row);
    if (verdict === 'dropped') await deleteRow(outboxDb, id);
    return verdict;
  });

/**
 * The outbox page's Discard: drops a row not sent yet, and never one a send is under way for. A
 * settled row (failed, conflict, paused: no drain sends it) goes at once. A queued row may be out
 * in a drain whose mark is not written yet, so it goes only while no drain runs in any tab or the
 * worker (a row marked sending then is one a dead drain left); else 'sending', at once. 'gone' when
 * it was sent or dropped meanwhile.
 */
export async function discardUnsent(id: string): Promise<Discarded> {
  const settled = await dropIf(id, (row) =>
    row.status === 'queued' || row.status === 'sending' ? 'sending' : 'dropped',
  );
  if (settled !== 'sending') return settled;
  const locked = typeof navigator !== 'undefined' && Boolean(navigator.locks);
  const unlessSending = (row: OutboxRow) => (row.status === 'sending' && !locked ? 'sending' : 'dropped');
  return (await whileNoDrain(() => dropIf(id, unlessSending))) ?? 'sending';
}
