import type { OutboxRow } from '@/features/offline/api/outbox-db.ts';
import { UNSENT_STATUSES } from '@/features/offline/api/outbox-status.ts';
import { useOutboxQuery } from '@/features/offline/api/use-outbox-query.ts';
import type { ChangeContext } from './own-change.ts';

/** The customer's latest unsent change to this appointment, live across tabs and the service worker. */
export function usePendingChange(appointmentId: number): OutboxRow | undefined {
  return useOutboxQuery(
    async (db) =>
      (await db.rows.where('kind').equals('appointment').sortBy('createdAt'))
        .filter((r) => UNSENT_STATUSES.includes(r.status))
        .filter((r) => (r.context as ChangeContext | undefined)?.appointmentId === appointmentId)
        .at(-1),
    [appointmentId],
  );
}

export const changeOf = (row: OutboxRow) => (row.context as ChangeContext | undefined)?.action ?? 'cancel';
