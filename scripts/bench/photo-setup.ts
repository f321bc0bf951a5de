import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { adminToken, bookingBody, type RunningServer } from './server-process.ts';

/**
 * A camera-like JPEG: blurred noise has the fine texture of a real photo, so JPEG cannot shrink it
 * to nothing as it would a flat colour (a flat test image would flatter every size figure).
 */
export async function photoLike(width: number, height: number, seed: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 110 + (seed % 40), sigma: 45 },
    },
  })
    .blur(1.2)
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** The admin API of a running server, with its token. */
export async function adminApi(server: RunningServer) {
  const token = await adminToken(server.url);
  return async <T>(method: string, url: string, body?: unknown, type = 'application/json'): Promise<T> => {
    const res = await fetch(`${server.url}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': type },
      body:
        body === undefined
          ? undefined
          : type === 'application/json'
            ? JSON.stringify(body)
            : new Uint8Array(body as Buffer),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}
export type AdminApi = Awaited<ReturnType<typeof adminApi>>;

/** A booking staff made for a customer, on its own hour; answers its id and its link token. */
export async function booking(api: AdminApi, n: number): Promise<{ id: number; token: string }> {
  const body = bookingBody('2034-02-07', `${String(9 + n).padStart(2, '0')}:00`, 9000 + n);
  const made = await api<{ appointment: { id: number }; tracking_token: string }>('POST', '/api/appointments', body);
  return { id: made.appointment.id, token: made.tracking_token };
}

type Inspection = { id: string; items: { key: string; photos: { id: string; url: string; thumb_url: string }[] }[] };

/** Starts an inspection of an appointment; answers it. */
export async function startInspection(api: AdminApi, appointmentId: number): Promise<Inspection> {
  return (await api<{ inspection: Inspection }>('POST', `/api/admin/appointments/${appointmentId}/inspection`, {}))
    .inspection;
}

/** Uploads one photo as the tablet's outbox does; answers the milliseconds the server took. */
export async function uploadPhoto(api: AdminApi, inspectionId: string, key: string, jpeg: Buffer): Promise<number> {
  const start = performance.now();
  await api(
    'POST',
    `/api/admin/inspections/${inspectionId}/items/${key}/photos?id=${randomUUID()}`,
    jpeg,
    'image/jpeg',
  );
  return performance.now() - start;
}

/** The inspection's photos as the server keeps them. */
export async function photosOf(api: AdminApi, appointmentId: number): Promise<Inspection['items'][number]['photos']> {
  const { inspection } = await api<{ inspection: Inspection }>(
    'GET',
    `/api/admin/appointments/${appointmentId}/inspection`,
  );
  return inspection.items.flatMap((i) => i.photos);
}
