import { deleteRow, replaceRow } from './outbox-blobs.ts';
import { drainOutbox } from './outbox-drain.ts';
import { outboxDb, type OutboxRow } from './outbox-db.ts';
import { theirsOf } from './outbox-versions.ts';
import { newKey } from './submit.ts';

async function laterChangesOf(row: OutboxRow): Promise<OutboxRow[]> {
  const record = row.versioned?.record;
  if (record === undefined) return [];
  return outboxDb.rows
    .where('versioned.record')
    .equals(record)
    .filter((r) => r.createdAt > row.createdAt && r.status !== 'sent')
    .sortBy('createdAt');
}

/**
 * Keep mine: the admin's change is sent again on top of the record as it is now. A new key, since
 * the old one is bound to the old request; its place in the order stays. Undefined when another
 * tab settled it meanwhile.
 */
export async function keepMine(id: string): Promise<OutboxRow | undefined> {
  const row = await outboxDb.rows.get(id);
  const version = row && theirsOf(row).version;
  if (!row?.versioned || version === undefined) return row;
  const fresh: OutboxRow = {
    ...row,
    id: newKey(),
    status: 'queued',
    attempts: 0,
    nextAttemptAt: 0,
    lastError: undefined,
    response: undefined,
    httpStatus: undefined,
    notified: true,
    versioned: { ...row.versioned, version, chained: false },
  };
  if (row.status !== 'conflict' || !(await replaceRow(outboxDb, row, fresh))) return undefined;
  const report = await drainOutbox({ connectivity: true });
  // Sent and already forgotten by another tab: still kept, not "changed meanwhile".
  return (await outboxDb.rows.get(fresh.id)) ?? report.sent.find((r) => r.id === fresh.id) ?? fresh;
}

/**
 * Take theirs: the admin's change is dropped. Later changes of theirs to the same record were made
 * on top of the dropped one, so the next of them now starts from the record as it is.
 */
export async function takeTheirs(id: string): Promise<void> {
  const row = await outboxDb.rows.get(id);
  if (!row) return;
  const version = theirsOf(row).version;
  const [next] = await laterChangesOf(row);
  await outboxDb.transaction('rw', outboxDb.rows, outboxDb.blobs, async () => {
    await deleteRow(outboxDb, id);
    if (next?.versioned && version !== undefined)
      await outboxDb.rows.update(next.id, { versioned: { ...next.versioned, version, chained: false } });
  });
  if (next) await drainOutbox({ connectivity: true });
}
