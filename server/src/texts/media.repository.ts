import type { Knex } from 'knex';

export interface MediaRow {
  id: number;
  message_id: number;
  url: string;
  /** Whether the re-encoded photo is stored (then the shop's own URL serves it). */
  stored: boolean;
}

/** The media of these messages, in the order they came, without their bytes. */
export async function mediaOf(db: Knex, messageIds: number[]): Promise<MediaRow[]> {
  if (messageIds.length === 0) return [];
  const rows = (await db('text_media')
    .whereIn('message_id', messageIds)
    .orderBy('id')
    .select('id', 'message_id', 'url', 'mime')) as {
    id: number;
    message_id: number;
    url: string;
    mime: string | null;
  }[];
  return rows.map((r) => ({ id: Number(r.id), message_id: Number(r.message_id), url: r.url, stored: r.mime !== null }));
}

/** A medium still to fetch: no photo stored and not given up on. */
const pending = (q: Knex.QueryBuilder) => q.whereNull('mime').whereNull('fetch_error');

/** A message's media no server has taken to fetch yet. */
export async function unfetchedMedia(db: Knex, messageId: number): Promise<{ id: number; url: string }[]> {
  return (await pending(db('text_media').where({ message_id: messageId }))
    .whereNull('fetch_claimed_at')
    .select('id', 'url')) as { id: number; url: string }[];
}

/**
 * Media to take again: never taken, or taken before `staleBefore` and never finished (the server
 * stopped, or the try failed), with fewer than `maxTries` tries.
 */
export async function mediaToRetry(
  db: Knex,
  o: { staleBefore: Date; maxTries: number; limit: number },
): Promise<{ id: number; url: string }[]> {
  return (await pending(db('text_media'))
    .where('fetch_tries', '<', o.maxTries)
    .where((q) => q.whereNull('fetch_claimed_at').orWhere('fetch_claimed_at', '<', o.staleBefore.toISOString()))
    .orderBy('id')
    .limit(o.limit)
    .select('id', 'url')) as { id: number; url: string }[];
}

/**
 * Takes a medium to fetch, counting the try; false when another server holds it (a claim newer
 * than `staleBefore`) or it is done. The answer is the try's number.
 */
export async function claimMedium(db: Knex, id: number, now: Date, staleBefore: Date): Promise<number | null> {
  const taken = await pending(db('text_media').where({ id }))
    .where((q) => q.whereNull('fetch_claimed_at').orWhere('fetch_claimed_at', '<', staleBefore.toISOString()))
    .update({ fetch_claimed_at: now.toISOString() })
    .increment('fetch_tries', 1);
  if (taken !== 1) return null;
  const row = (await db('text_media').where({ id }).first('fetch_tries')) as { fetch_tries: number };
  return Number(row.fetch_tries);
}

export async function storeMedium(
  db: Knex,
  id: number,
  photo: { mime: string; bytes: Buffer; thumb: Buffer },
): Promise<void> {
  await db('text_media').where({ id }).update(photo);
}

/** Gives up on a medium: it keeps the provider's URL, and the reason. */
export async function failMedium(db: Knex, id: number, error: string): Promise<void> {
  await db('text_media')
    .where({ id })
    .update({ fetch_error: error.slice(0, 500) });
}

export async function mediumBytes(
  db: Knex,
  id: number,
  size: 'full' | 'thumb',
): Promise<{ mime: string; bytes: Buffer } | undefined> {
  const row = (await db('text_media')
    .where({ id })
    .whereNotNull('mime')
    .first('mime', { bytes: size === 'thumb' ? 'thumb' : 'bytes' })) as
    { mime: string; bytes: Buffer | Uint8Array } | undefined;
  return row ? { mime: row.mime, bytes: Buffer.from(row.bytes) } : undefined;
}
