import type { BinaryBody } from '@/lib/api-client.ts';
import type { OutboxDb, OutboxRow } from './outbox-db.ts';

/*
 * A row and its bytes are written, moved and deleted together, in one transaction, so no row
 * waits for bytes that are gone and no bytes outlive their row.
 */

/** Adds a row, and its bytes when it has a binary body. */
export function addRow(db: OutboxDb, row: OutboxRow, binary?: BinaryBody): Promise<void> {
  return db.transaction('rw', db.rows, db.blobs, async () => {
    await db.rows.add(row);
    if (binary) await db.blobs.add({ id: row.id, ...binary, size: binary.bytes.byteLength });
  });
}

/** Deletes a row and its bytes. */
export function deleteRow(db: OutboxDb, id: string): Promise<void> {
  return db.transaction('rw', db.rows, db.blobs, async () => {
    await db.rows.delete(id);
    await db.blobs.delete(id);
  });
}

/** Whether a row is still as it was read: its status, its tries, and the version it goes with. */
const sameState = (a: OutboxRow, b: OutboxRow) =>
  a.status === b.status && a.attempts === b.attempts && JSON.stringify(a.versioned) === JSON.stringify(b.versioned);

/**
 * Puts `fresh` in the place of row `was` (a new key for the same change), its bytes moving with
 * it, only while the row is as the caller read it and not being sent: a row another tab replaced
 * or dropped, or a drain sent or tried meanwhile, is left alone, so one change never goes out
 * under two keys. Answers whether it was replaced.
 */
export function replaceRow(db: OutboxDb, was: OutboxRow, fresh: OutboxRow): Promise<boolean> {
  return db.transaction('rw', db.rows, db.blobs, async () => {
    const now = await db.rows.get(was.id);
    if (!now || now.status === 'sending' || !sameState(now, was)) return false;
    const blob = await db.blobs.get(was.id);
    await db.rows.delete(was.id);
    await db.blobs.delete(was.id);
    await db.rows.add(fresh);
    if (blob) await db.blobs.add({ ...blob, id: fresh.id });
    return true;
  });
}

/** The bytes a binary row sends, or undefined for a JSON row. */
export async function binaryBodyOf(db: OutboxDb, row: OutboxRow): Promise<BinaryBody | undefined> {
  if (!row.binary) return undefined;
  const blob = await db.blobs.get(row.id);
  return blob && { bytes: blob.bytes, type: blob.type };
}
