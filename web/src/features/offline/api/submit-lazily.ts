import type { OutboxRow } from './outbox-db.ts';
import type { Submission } from './submit.ts';

/*
 * The outbox's writes as pages call them: the outbox code (Dexie, IndexedDB) loads with the first
 * write, so pages with a form or an outbox row do not download it up front. Its chunks are
 * precached, so a write made offline still goes to the outbox first.
 */

/** submitThroughOutbox: saved in the outbox first, then sent at once when the network allows. */
export async function submitLazily(s: Submission): Promise<OutboxRow> {
  return (await import('./submit.ts')).submitThroughOutbox(s);
}

/** retryRow: sends one row again now (the outbox page's Retry). */
export async function retryLazily(id: string): Promise<OutboxRow | undefined> {
  return (await import('./submit.ts')).retryRow(id);
}

/** resubmitEdited: a failed row's edited payload, sent under a new key. */
export async function resubmitEditedLazily(id: string, payload: unknown): Promise<OutboxRow | undefined> {
  return (await import('./submit.ts')).resubmitEdited(id, payload);
}

/** discardRow: the row is dropped and never sent (or, sent, forgotten). */
export async function discardLazily(id: string): Promise<void> {
  return (await import('./submit.ts')).discardRow(id);
}

/** discardUnsent: the outbox page's Discard, never of a row a send is under way for. */
export async function discardUnsentLazily(id: string): Promise<'dropped' | 'sending' | 'gone'> {
  return (await import('./submit.ts')).discardUnsent(id);
}

/** keepMine: a change in conflict is sent again on top of the record as it is now. */
export async function keepMineLazily(id: string): Promise<OutboxRow | undefined> {
  return (await import('./outbox-conflicts.ts')).keepMine(id);
}

/** takeTheirs: a change in conflict is dropped for the record as it is now. */
export async function takeTheirsLazily(id: string): Promise<void> {
  return (await import('./outbox-conflicts.ts')).takeTheirs(id);
}
