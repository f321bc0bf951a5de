import { Inbox } from 'lucide-react';
import { createElement } from 'react';
import toast from 'react-hot-toast';
import { appMessages } from '@shop/shared/app/messages';
import { submitLazily } from '@/features/offline/api/submit-lazily.ts';
import type { Submission } from '@/features/offline/api/submit.ts';
import { queryClient } from '@/lib/query-client.ts';

export type WriteOutcome = { ok: true; response: unknown; queued: false } | { ok: true; queued: true } | { ok: false; error: string; conflict: boolean };

/**
 * Every admin change goes through the outbox: sent at once when online, kept and sent later on
 * flaky Wi-Fi. The caller has already applied it to the cached lists; on a real failure the
 * lists are reloaded from the server so nothing stale stays on screen.
 */
export async function adminWrite(s: Omit<Submission, 'kind'>, failure: string): Promise<WriteOutcome> {
  const row = await submitLazily({ ...s, kind: 'admin' });
  if (row.status === 'sent') {
    void queryClient.invalidateQueries({ queryKey: ['admin'] });
    return { ok: true, response: row.response, queued: false };
  }
  if (row.status === 'queued') {
    toast(`Change ${appMessages.offlineSavedSubmission}`, { icon: createElement(Inbox, { 'aria-hidden': true, size: 18 }) });
    return { ok: true, queued: true };
  }
  void queryClient.invalidateQueries({ queryKey: ['admin'] });
  return { ok: false, error: row.lastError ?? failure, conflict: row.status === 'conflict' };
}
