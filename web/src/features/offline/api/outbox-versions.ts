import type { OutboxRow, OutboxStatus } from './outbox-db.ts';

/**
 * The outbox rows' pure rules: what is still unsent, and which version of a record a change goes
 * with. Free of Dexie, so a page can use them without loading the outbox's storage code.
 */

/** Every status but sent: the row still needs the network or the user. */
export const UNSENT_STATUSES: OutboxStatus[] = ['queued', 'sending', 'failed', 'conflict', 'paused'];

/** The record a queued change edits, and the version of it that the change was made on. */
export interface VersionedChange {
  /** e.g. "appointment:12": changes to one record replay in order. */
  record: string;
  /** The version the admin saw; only the first change of a chain sends it as is. */
  version: number;
  /** True when an earlier unsent change to the same record exists: use the version it produced. */
  chained?: boolean;
}

/** True when a change to that record is still waiting: a new one must chain onto it. */
export const hasUnsentChange = (rows: OutboxRow[], record: string) =>
  rows.some((r) => r.versioned?.record === record && UNSENT_STATUSES.includes(r.status));

/** The version a sent change produced, read from the server's answer ({appointment: {version}}). */
export function versionProducedBy(row: OutboxRow): number | undefined {
  const v = (row.response as { appointment?: { version?: unknown } } | undefined)?.appointment?.version;
  return typeof v === 'number' ? v : undefined;
}

/**
 * The version to send a change with, given the earlier rows of the same record, oldest first;
 * 'wait' while an earlier change is unsent (it goes first, or the admin must settle it). So four
 * offline changes to one appointment replay as a chain and only someone else's change conflicts.
 */
export function versionToSend(row: OutboxRow, earlier: OutboxRow[]): number | 'wait' {
  const v = row.versioned!;
  if (earlier.some((r) => UNSENT_STATUSES.includes(r.status))) return 'wait';
  if (!v.chained) return v.version;
  const produced = earlier.map(versionProducedBy).filter((x): x is number => x !== undefined);
  return produced.length ? produced[produced.length - 1] : v.version;
}

/** The request of a versioned change: the version in the body, or in the query of a DELETE or of bytes. */
export function withVersion(row: OutboxRow, version: number): { path: string; payload: unknown } {
  if (row.method === 'DELETE' || row.binary)
    return { path: `${row.path}${row.path.includes('?') ? '&' : '?'}version=${version}`, payload: row.payload };
  return { path: row.path, payload: { ...(row.payload as object), version } };
}

/** The server's record as it is now, from a 409 conflict answer ({appointment_version, current}). */
export function theirsOf(row: OutboxRow): { version?: number; current?: Record<string, unknown> } {
  const body = (row.response ?? {}) as { appointment_version?: unknown; current?: unknown };
  const current =
    body.current && typeof body.current === 'object' ? (body.current as Record<string, unknown>) : undefined;
  const version =
    typeof body.appointment_version === 'number' ? body.appointment_version : (current?.version as number | undefined);
  return { version, current };
}

/** The JSON body a row sends: none beside bytes, none for a DELETE without a payload, else at least {}. */
export const jsonBodyOf = (method: OutboxRow['method'], payload: unknown, binary: unknown): unknown =>
  binary || (method === 'DELETE' && payload === undefined) ? undefined : (payload ?? {});
