import type { OutboxRow } from '@/features/offline/api/outbox-db.ts';
import { isOwnRow } from '@/features/offline/api/outbox-owner.ts';
import { UNSENT_STATUSES } from '@/features/offline/api/outbox-status.ts';
import { useOutboxQuery } from '@/features/offline/api/use-outbox-query.ts';
import { storedUser } from '@/features/session/api/stored-user.ts';
import type { ChangeContext } from './own-change.ts';

/**
 * The latest unsent change to this appointment made by whoever is on the device now (someone
 * else's is not theirs to see), live across tabs and the service worker.
 */
export function usePendingChange(appointmentId: number): OutboxRow | undefined {
  const viewerId = storedUser()?.id ?? null;
  return useOutboxQuery(
    async (db) =>
      (await db.rows.where('kind').equals('appointment').sortBy('createdAt'))
        .filter((r) => UNSENT_STATUSES.includes(r.status) && isOwnRow(r, viewerId))
        .filter((r) => (r.context as ChangeContext | undefined)?.appointmentId === appointmentId)
        .at(-1),
    [appointmentId, viewerId],
  );
}

export const changeOf = (row: OutboxRow) => (row.context as ChangeContext | undefined)?.action ?? 'cancel';
