import sharp from 'sharp';
import type { Inspection } from '@shop/shared/inspections/inspection.schema';
import { afterCommit, bookAs } from './booking-helpers.ts';
import type { TestApp } from './test-app.ts';

/** A JPEG of `width` x `height` of one colour, optionally carrying EXIF GPS, a description and a JPEG comment. */
export async function jpeg(width = 64, height = 48, tagged = false): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } }).jpeg();
  if (tagged)
    image = image.withExif({
      IFD0: { ImageDescription: 'SECRET-DESCRIPTION', Make: 'SpyCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 48/1 5/1', GPSLongitudeRef: 'W', GPSLongitude: '122/1 16/1 0/1' },
    });
  const bytes = await image.toBuffer();
  if (!tagged) return bytes;
  // A COM segment right after the start-of-image marker: sharp writes none, phones and editors do.
  const text = Buffer.from('SECRET-COMMENT');
  const com = Buffer.concat([Buffer.from([0xff, 0xfe, 0, text.length + 2]), text]);
  return Buffer.concat([bytes.subarray(0, 2), com, bytes.subarray(2)]);
}

/** Uploads bytes as a photo the way the tablet does. */
export async function upload(
  t: TestApp,
  admin: string | null,
  path: string,
  bytes: Buffer,
  headers: Record<string, string> = {},
) {
  const res = await fetch(t.url + path, {
    method: 'POST',
    headers: { 'content-type': 'image/jpeg', ...(admin ? { authorization: `Bearer ${admin}` } : {}), ...headers },
    body: new Uint8Array(bytes),
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body, headers: res.headers };
}

/** A booked appointment with a started inspection: its ids, token and the inspection. */
export async function startedInspection(t: TestApp, admin: string) {
  const booking = await bookAs(t);
  const started = await t.call('POST', `/api/admin/appointments/${booking.id}/inspection`, {
    body: { id: `insp-${booking.id}-0001` },
    token: admin,
  });
  if (started.status !== 201) throw new Error(`start failed: ${JSON.stringify(started.body)}`);
  return { ...booking, inspection: started.body.inspection as Inspection };
}

/** Three lines (labor 1.5 h, a part, a fee) added to an inspection. */
export async function threeLines(t: TestApp, admin: string, inspectionId: string) {
  const bodies = [
    {
      id: 'line-labor-1',
      kind: 'labor',
      description: 'Replace front pads',
      quantity: 1.5,
      unit_price_cents: 12000,
      item_key: 'brakes',
    },
    {
      id: 'line-part-01',
      kind: 'part',
      description: 'Brake pads',
      quantity: 1,
      unit_price_cents: 8950,
      item_key: 'brakes',
    },
    { id: 'line-fee-001', kind: 'fee', description: 'Wiper blades fitting', quantity: 1, unit_price_cents: 4000 },
  ];
  for (const body of bodies) {
    const res = await t.call('POST', `/api/admin/inspections/${inspectionId}/lines`, { body, token: admin });
    if (res.status !== 201) throw new Error(`line failed: ${JSON.stringify(res.body)}`);
  }
  return bodies.map((b) => b.id);
}

/** An inspection with three lines, sent, its mail gone: what the customer opened. */
export async function sentEstimate(t: TestApp, admin: string) {
  const s = await startedInspection(t, admin);
  const lines = await threeLines(t, admin, s.inspection.id);
  await t.call('POST', `/api/admin/inspections/${s.inspection.id}/send`, { body: {}, token: admin });
  await afterCommit(t);
  const read = () => t.call('GET', `/api/appointments/${s.id}/estimate?t=${s.trackingToken}`);
  const answer = (body: object) =>
    t.call('POST', `/api/appointments/${s.id}/estimate/answer?t=${s.trackingToken}`, { body });
  return { ...s, lines, read, answer };
}

/** A labor line on the brakes item at the given unit price: the line the revision tests reprice. */
export const laborLine = (unit_price_cents: number) => ({
  kind: 'labor',
  description: 'Replace front pads',
  quantity: 1.5,
  unit_price_cents,
  item_key: 'brakes',
});
