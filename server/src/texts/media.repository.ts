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

/** A message's media no server has taken to fetch yet. */
export async function unfetchedMedia(db: Knex, messageId: number): Promise<{ id: number; url: string }[]> {
  return (await db('text_media')
    .where({ message_id: messageId })
    .whereNull('fetch_claimed_at')
    .select('id', 'url')) as { id: number; url: string }[];
}

/** Takes a medium to fetch; false when another server took it first (each is fetched once). */
export async function claimMedium(db: Knex, id: number, now: Date): Promise<boolean> {
  return (
    (await db('text_media')
      .where({ id })
      .whereNull('fetch_claimed_at')
      .update({ fetch_claimed_at: now.toISOString() })) === 1
  );
}

export async function storeMedium(
  db: Knex,
  id: number,
  photo: { mime: string; bytes: Buffer; thumb: Buffer },
): Promise<void> {
  await db('text_media').where({ id }).update(photo);
}

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
