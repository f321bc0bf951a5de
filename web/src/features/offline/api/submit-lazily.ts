import type { OutboxRow } from './outbox-db.ts';
import type { Submission } from './submit.ts';

/**
 * submitThroughOutbox with the outbox code (Dexie, IndexedDB) loaded only when something is
 * submitted, so pages with a form do not download it up front. The chunk is precached.
 */
export async function submitLazily(s: Submission): Promise<OutboxRow> {
  return (await import('./submit.ts')).submitThroughOutbox(s);
}
