/** The longest side a photo keeps on the device before it enters the outbox. */
export const DEVICE_MAX_SIDE = 1600;

export interface ScaledPhoto {
  bytes: ArrayBuffer;
  width: number;
  height: number;
}

/**
 * Scales a camera photo on the device to at most DEVICE_MAX_SIDE, as JPEG bytes: decoded straight to
 * the target size (no full-size canvas: iOS caps canvases at 16.7 MP) and upright as the camera
 * meant it. Bytes, not a Blob: WebKit fails to keep Blobs in IndexedDB.
 */
export async function scalePhoto(file: Blob): Promise<ScaledPhoto> {
  const probe = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const scale = Math.min(1, DEVICE_MAX_SIDE / Math.max(probe.width, probe.height));
  const width = Math.max(1, Math.round(probe.width * scale));
  const height = Math.max(1, Math.round(probe.height * scale));
  probe.close();
  const bitmap = await createImageBitmap(file, {
    imageOrientation: 'from-image',
    resizeWidth: width,
    resizeHeight: height,
    resizeQuality: 'high',
  });
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
  bitmap.close();
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('The photo could not be encoded'))), 'image/jpeg', 0.85),
  );
  // Free the canvas's memory at once: a dozen photos in a row must not grow the tab.
  canvas.width = 0;
  canvas.height = 0;
  return { bytes: await blob.arrayBuffer(), width, height };
}
