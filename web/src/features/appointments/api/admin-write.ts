import { useMutation, type QueryKey } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { appMessages } from '@shop/shared/app/messages';
import { submitLazily } from '@/features/offline/api/submit-lazily.ts';
import type { StaffKind } from '@/features/offline/api/outbox-db.ts';
import type { VersionedChange } from '@/features/offline/api/outbox-versions.ts';
import { queryClient } from '@/lib/query-client.ts';

/**
 * One staff write endpoint: where it goes, what it sends, what the cached data shows at once, and
 * what the staff are told. Each staff write module in a domain's api/ folder exports one of these.
 */
export interface AdminWrite<A, R = unknown> {
  /** The outbox kind: the write's domain. */
  kind: StaffKind;
  method: 'POST' | 'PUT' | 'DELETE';
  path: (args: A) => string;
  payload?: (args: A) => unknown;
  /** The outbox list's line for it. */
  label: (args: A) => string;
  /** For a change to a versioned record: changes to one record replay in order. */
  versioned?: (args: A) => Omit<VersionedChange, 'chained'>;
  /** The cached queries the change touches: put back on failure, fetched again after. */
  touches: QueryKey;
  /** The change as the cached data should show it at once (also offline). */
  optimistic?: (args: A) => void;
  /**
   * Reads the server's answer: the shared zod schema's parse, its module imported here so that zod
   * loads with the first write, not with the admin's pages.
   */
  parse?: (body: unknown) => Promise<R>;
  success: string | ((args: A) => string) | null;
  failure: string;
}

export type WriteOutcome<R = unknown> =
  | { ok: true; queued: false; response: R }
  | { ok: true; queued: true }
  | { ok: false; error: string; conflict: boolean };

/**
 * Runs a staff write through the outbox: sent at once when online, kept and sent later on flaky
 * Wi-Fi. The cached data shows the change at once; a refusal puts it back. Staff hear of the
 * outcome here and nowhere else: success, "saved, will be sent", or the server's reason.
 */
export async function runAdminWrite<A, R>(w: AdminWrite<A, R>, args: A): Promise<WriteOutcome<R>> {
  // A fetch still in flight would answer with the old data over the optimistic change.
  await queryClient.cancelQueries({ queryKey: w.touches });
  const before = queryClient.getQueriesData({ queryKey: w.touches });
  w.optimistic?.(args);
  const row = await submitLazily({
    kind: w.kind,
    label: w.label(args),
    method: w.method,
    path: w.path(args),
    payload: w.payload?.(args),
    versioned: w.versioned?.(args),
  });
  if (row.status === 'queued' || row.status === 'paused') {
    toast(`Change ${appMessages.offlineSavedSubmission}`, { id: 'admin-change-queued' });
    return { ok: true, queued: true };
  }
  void queryClient.invalidateQueries({ queryKey: w.touches });
  if (row.status === 'sent') {
    const success = typeof w.success === 'function' ? w.success(args) : w.success;
    if (success) toast.success(success);
    return { ok: true, queued: false, response: (w.parse ? await w.parse(row.response) : row.response) as R };
  }
  for (const [key, data] of before) queryClient.setQueryData(key, data);
  const error = row.lastError ?? w.failure;
  toast.error(error);
  return { ok: false, error, conflict: row.status === 'conflict' };
}

/** A staff write as a react-query mutation: `isPending` for the button, `mutateAsync` for the outcome. */
export function useAdminWrite<A, R>(w: AdminWrite<A, R>) {
  return useMutation({ mutationFn: (args: A) => runAdminWrite(w, args) });
}
