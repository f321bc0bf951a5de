import type { Knex } from 'knex';

export interface PhotoMeta {
  id: string;
  inspection_id: string;
  item_key: string;
  width: number;
  height: number;
}

export interface NewPhoto extends PhotoMeta {
  mime: string;
  bytes: Buffer;
  thumb: Buffer;
}

export async function insertPhoto(trx: Knex, photo: NewPhoto, now: Date): Promise<void> {
  await trx('inspection_photos').insert({ ...photo, size: photo.bytes.length, created_at: now.toISOString() });
}

/** Every photo of an inspection without its bytes, oldest first. */
export async function photosOf(db: Knex, inspectionId: string): Promise<PhotoMeta[]> {
  return (await db('inspection_photos')
    .where({ inspection_id: inspectionId })
    .orderBy(['created_at', 'id'])
    .select('id', 'inspection_id', 'item_key', 'width', 'height')) as PhotoMeta[];
}

export async function findPhotoMeta(db: Knex, id: string): Promise<PhotoMeta | undefined> {
  return (await db('inspection_photos').where({ id }).first('id', 'inspection_id', 'item_key', 'width', 'height')) as
    PhotoMeta | undefined;
}

/** The stored image or its thumbnail, as bytes. */
export async function photoBytes(
  db: Knex,
  id: string,
  size: 'full' | 'thumb',
): Promise<{ mime: string; bytes: Buffer }> {
  const column = size === 'thumb' ? 'thumb' : 'bytes';
  const row = (await db('inspection_photos').where({ id }).first('mime', { bytes: column })) as {
    mime: string;
    bytes: Buffer | Uint8Array;
  };
  return { mime: row.mime, bytes: Buffer.from(row.bytes) };
}

export async function deletePhoto(trx: Knex, id: string): Promise<void> {
  await trx('inspection_photos').where({ id }).delete();
}
