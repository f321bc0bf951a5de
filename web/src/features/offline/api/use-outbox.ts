import type { OutboxRow } from './outbox-db.ts';
import { UNSENT_STATUSES as OPEN } from './outbox-versions.ts';
import { useOutboxQuery } from './use-outbox-query.ts';

/** Every row not yet sent, oldest first, live across tabs and the service worker. */
export function useOpenOutboxRows(): OutboxRow[] | undefined {
  return useOutboxQuery((db) => db.rows.where('status').anyOf(OPEN).sortBy('createdAt'), []);
}

/** How many submissions still need the network or the user. */
export function usePendingCount(): number {
  return useOutboxQuery((db) => db.rows.where('status').anyOf(OPEN).count(), [], 0) ?? 0;
}

export function useOutboxRow(id: string | undefined): OutboxRow | undefined {
  return useOutboxQuery((db) => (id ? db.rows.get(id) : undefined), [id]);
}
