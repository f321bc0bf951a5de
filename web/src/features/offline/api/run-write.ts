import { useMutation, type QueryKey } from '@tanstack/react-query';
import type { BinaryBody } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { announce } from './announce.tsx';
import type { OutboxKind } from './outbox-db.ts';
import { outboxKind, outboxKindsReady } from './outbox-kinds.ts';
import type { VersionedChange } from './outbox-versions.ts';
import { submitLazily } from './submit-lazily.ts';

/**
 * One write, described as data: where it goes, what it sends, what the cached data shows at once,
 * and what the user is told. Each write module in a feature's api/ folder exports one of these.
 */
export interface Write<A, R = unknown> {
  /** The outbox kind: the write's domain. */
  kind: OutboxKind;
  method: 'POST' | 'PUT' | 'DELETE';
  path: (args: A) => string;
  payload?: (args: A) => unknown;
  /** A body of bytes (a photo) instead of `payload`: kept in the outbox's blobs until sent. */
  binary?: (args: A) => BinaryBody;
  /** The name `optimistic` shows the bytes by (`outboxBlobRef(name)`), never an object URL. */
  shownAs?: (args: A) => string;
  /** The outbox list's line for it. */
  label: (args: A) => string;
  /** What the page needs to reopen the flow if the row ends in conflict (kept with the row, never sent). */
  context?: (args: A) => Record<string, unknown>;
  /** For a change to a versioned record: changes to one record replay in order. */
  versioned?: (args: A) => Omit<VersionedChange, 'chained'>;
  /** The cached queries the change touches: put back on failure, fetched again after. */
  touches: QueryKey;
  /** The change as the cached data should show it at once (also offline). */
  optimistic?: (args: A) => void;
  /**
   * Reads the server's answer: the shared zod schema's parse, its module imported here so that zod
   * loads with the first write, not with the pages.
   */
  parse?: (body: unknown) => Promise<R>;
  success: string | ((args: A) => string) | null;
  failure: string;
}

export type WriteOutcome<R = unknown> =
  | { ok: true; queued: false; response: R }
  | { ok: true; queued: true }
  /**
   * `response`: the server's refusal as it came, for a page that shows more of it than the message;
   * `id`: the outbox row kept with it, for a page that settles the refusal itself.
   */
  | { ok: false; error: string; conflict: boolean; response?: unknown; id: string };

/**
 * Runs a write through the outbox: sent at once when online, kept and sent later on flaky Wi-Fi.
 * The cached data shows the change at once; a refusal puts it back. The user hears of the outcome
 * here and nowhere else: success, "saved, will be sent", or the server's reason.
 */
export async function runWrite<A, R>(w: Write<A, R>, args: A): Promise<WriteOutcome<R>> {
  // A fetch still in flight would answer with the old data over the optimistic change.
  await queryClient.cancelQueries({ queryKey: w.touches });
  // The kind's label for the notice below; its code loads while the write goes out.
  const kindsReady = outboxKindsReady();
  const before = queryClient.getQueriesData({ queryKey: w.touches });
  w.optimistic?.(args);
  const row = await submitLazily({
    kind: w.kind,
    label: w.label(args),
    method: w.method,
    path: w.path(args),
    payload: w.payload?.(args),
    binary: w.binary?.(args),
    shownAs: w.shownAs?.(args),
    versioned: w.versioned?.(args),
    context: w.context?.(args),
  });
  await kindsReady;
  const noun = outboxKind(w.kind).label;
  if (row.status === 'queued' || row.status === 'paused') {
    announce({ state: 'queued' }, noun);
    return { ok: true, queued: true };
  }
  void queryClient.invalidateQueries({ queryKey: w.touches });
  if (row.status === 'sent') {
    announce({ state: 'sent', text: typeof w.success === 'function' ? w.success(args) : w.success }, noun);
    return { ok: true, queued: false, response: (w.parse ? await w.parse(row.response) : row.response) as R };
  }
  for (const [key, data] of before) queryClient.setQueryData(key, data);
  const error = row.lastError ?? w.failure;
  announce({ state: 'refused', error }, noun);
  return { ok: false, error, conflict: row.status === 'conflict', response: row.response, id: row.id };
}

/** A write as a react-query mutation: `isPending` for the button, `mutateAsync` for the outcome. */
export function useWrite<A, R>(w: Write<A, R>) {
  return useMutation({ mutationFn: (args: A) => runWrite(w, args) });
}
