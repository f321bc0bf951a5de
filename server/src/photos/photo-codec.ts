import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { inspectionMessages as m } from '@shop/shared/inspections/messages';
import { AppError } from '../http/app-error.ts';

/** The longest side a stored photo keeps, and its thumbnail's. */
export const PHOTO_MAX_SIDE = 2048;
export const THUMB_SIDE = 320;
/** Phone photos are at most about 50 MP; anything larger is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);

// A small machine: no operation cache held between photos.
sharp.cache(false);

export interface EncodedPhoto {
  mime: 'image/jpeg';
  bytes: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/**
 * The one door for photo bytes: the type is read from the bytes (never the header), the image is
 * decoded, turned upright, bounded to PHOTO_MAX_SIDE and written anew as JPEG, so no EXIF, GPS,
 * XMP or comment of the upload survives; plus a THUMB_SIDE thumbnail. Not an accepted image: 415.
 */
export async function encodePhoto(input: Buffer): Promise<EncodedPhoto> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED.has(type.mime)) throw new AppError(415, 'unsupported_media_type', m.notAnImage);
  // sequentialRead: libvips streams the image top to bottom instead of holding it decoded whole.
  const decode = (bytes: Buffer) =>
    sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', sequentialRead: true });
  try {
    const full = await decode(input)
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      // Progressive with optimised Huffman tables, not mozjpeg's trellis: on a 1600 px upload this
      // writes in about 45 ms instead of 210, for a file about 5% larger (npm run bench -- --only photos).
      .jpeg({ quality: 82, progressive: true, optimiseCoding: true })
      .toBuffer({ resolveWithObject: true });
    // From the stored photo (upright, at most PHOTO_MAX_SIDE): a far smaller decode than the upload's.
    // mozjpeg here: a few milliseconds on 320 px, and the smallest thumbnails for lists.
    const thumb = await decode(full.data)
      .resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 70, mozjpeg: true })
      .toBuffer();
    return { mime: 'image/jpeg', bytes: full.data, thumb, width: full.info.width, height: full.info.height };
  } catch {
    // Magic bytes of an image over a body that does not decode as one.
    throw new AppError(415, 'unsupported_media_type', m.notAnImage);
  }
}
