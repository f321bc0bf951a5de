import type { OutboxRow } from './outbox-db.ts';
import { UNSENT_STATUSES } from './outbox-status.ts';

/** True while an unsent later change to the same record still needs the version this row produced. */
const neededBy = (rows: OutboxRow[], r: OutboxRow) =>
  rows.some(
    (later) =>
      later.versioned !== undefined &&
      later.versioned.record === r.versioned?.record &&
      later.createdAt > r.createdAt &&
      UNSENT_STATUSES.includes(later.status),
  );

/**
 * Which sent rows may leave the device: their answer has been shown (a booking's by its
 * confirmation page, which removes its row itself), or their author's session has just ended
 * (`endedFor`); and no unsent change to the same record still needs the version they produced.
 */
export function sentRowsToForget(rows: OutboxRow[], endedFor: number | null = null): OutboxRow[] {
  return rows.filter(
    (r) =>
      r.status === 'sent' &&
      ((r.notified === true && r.kind !== 'booking') || (endedFor !== null && r.author?.id === endedFor)) &&
      !neededBy(rows, r),
  );
}
