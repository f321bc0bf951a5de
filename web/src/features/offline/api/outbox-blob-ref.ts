import type { OutboxBlob, OutboxDb } from './outbox-db.ts';

/*
 * Bytes waiting in the outbox (a photo taken offline) are shown by a reference in the cached data,
 * never by an object URL: a `blob:` URL dies with the page, and the cache outlives it (it is kept
 * across reloads). The page makes the URL from the stored bytes while it shows them.
 */
const PREFIX = 'outbox-blob:';

/** What cached data holds in place of a URL for bytes the outbox keeps under `name`. */
export const outboxBlobRef = (name: string): string => `${PREFIX}${name}`;

/** The name a reference stands for, or undefined when `src` is an ordinary URL. */
export const outboxBlobName = (src: string): string | undefined =>
  src.startsWith(PREFIX) ? src.slice(PREFIX.length) : undefined;

/** The bytes kept under a name until their row is sent, or undefined once they are gone. */
export async function bytesShownAs(db: OutboxDb, name: string): Promise<OutboxBlob | undefined> {
  // A scan of the rows, not of the bytes: only rows waiting with a body of bytes have a name.
  const row = await db.rows.filter((r) => r.binary?.ref === name).first();
  return row && db.blobs.get(row.id);
}
