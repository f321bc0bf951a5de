import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { ConflictTable } from './conflict-differences.ts';
import type { OutboxKind, OutboxRow } from './outbox-db.ts';

/** Where "Pick another time" (or the like) takes the user for a row, after it dropped the row. */
export interface Reopened {
  to: string;
  state?: unknown;
}

/**
 * What the outbox knows of one kind of row, supplied by the feature that writes it: the outbox
 * itself stays free of any domain (lint keeps it from importing features).
 */
export interface OutboxKindSpec {
  /** What a row of this kind is called when the user is told of it ("Change saved - ..."). */
  label: string;
  /** The cached queries rows of this kind change: fetched again once they settle. */
  refresh: QueryKey[];
  /** Whether a failed or conflicting row's JSON may be edited and sent again. */
  editable: boolean;
  /** The view of a versioned change in conflict (mine beside theirs, keep or drop). */
  conflictView?: ComponentType<{ row: OutboxRow }>;
  /** The fields a change of this kind sets, to show mine beside theirs in a conflict. */
  conflictFields?: ConflictTable;
  /** A way forward for a conflicting row other than editing it, e.g. picking another time. */
  reopen?: {
    applies: (row: OutboxRow) => boolean;
    open: (row: OutboxRow) => Promise<Reopened>;
    /** The way forward's button text, when it is not "Pick another time". */
    action?: string;
  };
}

const kinds = new Map<OutboxKind, OutboxKindSpec>();
let loadEveryKind: () => Promise<unknown> = () => Promise.resolve();
let everyKind: Promise<void> | undefined;

/**
 * Called once by the app with the import that registers every feature's kinds: that code (and the
 * queries and messages it brings) stays out of the first page's download and loads with the first
 * write, the drain or the outbox page.
 */
export function setOutboxKindsLoader(load: () => Promise<unknown>): void {
  loadEveryKind = load;
  everyKind = undefined;
}

/** Resolves once every kind is registered: whatever reads a kind it did not write itself awaits this first. */
export function outboxKindsReady(): Promise<void> {
  return (everyKind ??= loadEveryKind().then(() => undefined));
}

/** Called once by each feature, at its module's load, for every kind it writes. */
export function registerOutboxKind(kind: OutboxKind, spec: OutboxKindSpec): void {
  kinds.set(kind, spec);
}

/** What a kind registered; a kind nobody registered is plain: nothing to refresh, not editable. */
export function outboxKind(kind: OutboxKind): OutboxKindSpec {
  return kinds.get(kind) ?? { label: 'Submission', refresh: [], editable: false };
}
