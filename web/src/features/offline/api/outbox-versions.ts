import type { ConflictAnswer, VersionAnswer } from '@shop/shared/api/conflict.schema';
import type { OutboxRow } from './outbox-db.ts';
import { UNSENT_STATUSES } from './outbox-status.ts';

/**
 * The outbox rows' pure rules: which version of a record a change goes with, read from the
 * versioned-record protocol's answers only (no domain's shape). Free of Dexie, and of zod: the
 * drain runs on every page and in the service worker, so the answers of shared/api/conflict.schema
 * are read by the guards below (a test holds them to the schema).
 */

type Answer = Record<string, unknown>;
const isRecord = (v: unknown): v is Answer => typeof v === 'object' && v !== null && !Array.isArray(v);
const isVersion = (v: unknown): v is number => Number.isInteger(v);

/** The answer when it is `{version}` of the protocol. */
export const asVersionAnswer = (body: unknown): VersionAnswer | undefined =>
  isRecord(body) && isVersion(body.version) ? { version: body.version } : undefined;

/** The answer when it is the protocol's 409 `{success: false, error, code: 'conflict', version, current}`. */
export function asConflictAnswer(body: unknown): ConflictAnswer | undefined {
  if (!isRecord(body) || body.success !== false || body.code !== 'conflict' || typeof body.error !== 'string')
    return undefined;
  if (!isVersion(body.version) || !isRecord(body.current)) return undefined;
  return { success: false, error: body.error, code: 'conflict', version: body.version, current: body.current };
}

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

/** The version a sent change produced: the top-level `version` of the server's answer. */
export function versionProducedBy(row: OutboxRow): number | undefined {
  return asVersionAnswer(row.response)?.version;
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

/** The record's version and the record as they are now, from a 409 conflict answer; empty for any other answer. */
export function theirsOf(row: OutboxRow): { version?: number; current?: Record<string, unknown> } {
  const answer = asConflictAnswer(row.response);
  return answer ? { version: answer.version, current: answer.current } : {};
}

/** The JSON body a row sends: none beside bytes, none for a DELETE without a payload, else at least {}. */
export const jsonBodyOf = (method: OutboxRow['method'], payload: unknown, binary: unknown): unknown =>
  binary || (method === 'DELETE' && payload === undefined) ? undefined : (payload ?? {});
