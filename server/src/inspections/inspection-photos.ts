import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Inspection, Photo } from '@shop/shared/inspections/inspection.schema';
import { inspectionMessages as m } from '@shop/shared/inspections/messages';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../http/app-error.ts';
import type { EncodedPhoto } from '../photos/photo-codec.ts';
import { inspectionForWrite, nextVersion } from './inspection-change.ts';
import { photoView } from './inspection-dto.ts';
import { hasItem } from './inspections.repository.ts';
import { deletePhoto, findPhotoMeta, insertPhoto } from './photos.repository.ts';

type Deps = Pick<AppDeps, 'config' | 'clock'>;

/**
 * POST /api/admin/inspections/{id}/items/{key}/photos: the photo, already re-encoded, under the id
 * the device made for it when it gave one. It depends on nothing the device saw, so its version is
 * not checked; it still makes a new one, so the device's later changes chain on it.
 */
export async function addPhoto(
  trx: Knex,
  deps: Deps,
  target: { id: string; key: string; photoId?: string },
  photo: EncodedPhoto,
): Promise<{ photo: Photo; inspection: Inspection }> {
  const row = await inspectionForWrite(trx, deps, target.id, undefined);
  if (!(await hasItem(trx, row.id, target.key))) throw new AppError(404, 'not_found', m.itemNotFound);
  const meta = {
    id: target.photoId ?? randomUUID(),
    inspection_id: row.id,
    item_key: target.key,
    width: photo.width,
    height: photo.height,
  };
  if (await findPhotoMeta(trx, meta.id)) throw new AppError(409, 'conflict', m.idTaken);
  await insertPhoto(trx, { ...meta, mime: photo.mime, bytes: photo.bytes, thumb: photo.thumb }, deps.clock.now());
  return { photo: photoView(meta), inspection: await nextVersion(trx, deps, row) };
}

/** DELETE /api/admin/photos/{id}. */
export async function removePhoto(trx: Knex, deps: Deps, photoId: string, version?: number): Promise<Inspection> {
  const meta = await findPhotoMeta(trx, photoId);
  if (!meta) throw new AppError(404, 'not_found', m.photoNotFound);
  const row = await inspectionForWrite(trx, deps, meta.inspection_id, version);
  await deletePhoto(trx, photoId);
  return nextVersion(trx, deps, row);
}
