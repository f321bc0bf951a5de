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

/** Puts `fresh` in the place of row `id` (a new key for the same change), its bytes moving with it. */
export function replaceRow(db: OutboxDb, id: string, fresh: OutboxRow): Promise<void> {
  return db.transaction('rw', db.rows, db.blobs, async () => {
    const blob = await db.blobs.get(id);
    await db.rows.delete(id);
    await db.blobs.delete(id);
    await db.rows.add(fresh);
    if (blob) await db.blobs.add({ ...blob, id: fresh.id });
  });
}

/** The bytes a binary row sends, or undefined for a JSON row. */
export async function binaryBodyOf(db: OutboxDb, row: OutboxRow): Promise<BinaryBody | undefined> {
  if (!row.binary) return undefined;
  const blob = await db.blobs.get(row.id);
  return blob && { bytes: blob.bytes, type: blob.type };
}
