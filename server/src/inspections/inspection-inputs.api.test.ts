import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inspectionMessages } from '@shop/shared/inspections/messages';
import { jpeg, startedInspection, threeLines, upload } from '../test/inspection-helpers.ts';
import { adminTestApp, appsStoppedAfterEach } from '../test/test-app.ts';

const app = adminTestApp();
const startApp = appsStoppedAfterEach();

const photoCount = async (db: typeof app.t.db) =>
  Number(((await db('inspection_photos').count({ n: '*' }).first()) as { n: number | string }).n);

describe('photos', () => {
  it('when a photo carries EXIF GPS, a description and a comment, then none of it is stored', async () => {
    const { t, admin } = app;
    const s = await startedInspection(t, admin);
    const tagged = await jpeg(3000, 1000, true);
    expect(tagged.includes('SECRET-COMMENT')).toBe(true);
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const res = await upload(t, admin, `/api/admin/inspections/${s.inspection.id}/items/tires/photos`, tagged);
    expect(res.status).toBe(201);
    expect(res.body.photo).toMatchObject({ width: 2048, height: 683 });

    const stored = Buffer.from(
      await (await fetch(t.url + res.body.photo.url, { headers: { authorization: `Bearer ${admin}` } })).arrayBuffer(),
    );
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.comments ?? []).toEqual([]);
    for (const secret of ['SECRET-COMMENT', 'SECRET-DESCRIPTION', 'SpyCam'])
      expect(stored.includes(secret)).toBe(false);
    const thumb = await fetch(t.url + res.body.photo.thumb_url, { headers: { authorization: `Bearer ${admin}` } });
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(320);
  });

  it('when an upload is replayed with its key, then one photo is stored and the answer is the same', async () => {
    const { t, admin } = app;
    const s = await startedInspection(t, admin);
    const path = `/api/admin/inspections/${s.inspection.id}/items/tires/photos?id=photo-replay-1`;
    const bytes = await jpeg();
    const key = { 'Idempotency-Key': 'photo-key-0001' };
    const first = await upload(t, admin, path, bytes, key);
    const again = await upload(t, admin, path, bytes, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await photoCount(t.db)).toBe(1);
    const otherBytes = await upload(t, admin, path, await jpeg(20, 20), key);
    expect(otherBytes.status).toBe(422);
  });

  it('when the bytes are not an image, whatever the header says, then 415 and nothing is stored', async () => {
    const { t, admin } = app;
    const s = await startedInspection(t, admin);
    const path = `/api/admin/inspections/${s.inspection.id}/items/tires/photos`;
    expect((await upload(t, admin, path, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).status).toBe(415);
    // JPEG magic bytes over garbage.
    expect((await upload(t, admin, path, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8]))).status).toBe(
      415,
    );
    const json = await t.call('POST', path, { body: { not: 'an image' }, token: admin });
    expect(json.status).toBe(415);
    expect(await photoCount(t.db)).toBe(0);
  });

  it('when a photo is over PHOTO_MAX_MB, then 413 saying so with the limit', async () => {
    const t = await startApp({ env: { PHOTO_MAX_MB: '0.01' } });
    const admin = await t.login();
    const s = await startedInspection(t, admin);
    const big = Buffer.concat([await jpeg(), Buffer.alloc(20_000)]);
    const res = await upload(t, admin, `/api/admin/inspections/${s.inspection.id}/items/tires/photos`, big);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'payload_too_large', error: inspectionMessages.tooLarge(0.01) });
    expect(await photoCount(t.db)).toBe(0);
  });
});

describe('bad input changes nothing', () => {
  const line = { kind: 'part', description: 'Pads', quantity: 1, unit_price_cents: 100 };

  it('when a condition is unknown, a price negative, a quantity over 1,000 or an item foreign, then 400', async () => {
    const { t, admin } = app;
    const s = await startedInspection(t, admin);
    const base = `/api/admin/inspections/${s.inspection.id}`;
    const bad = [
      t.call('PUT', `${base}/items/tires`, { body: { condition: 'meh' }, token: admin }),
      t.call('POST', `${base}/lines`, { body: { ...line, unit_price_cents: -1 }, token: admin }),
      t.call('POST', `${base}/lines`, { body: { ...line, quantity: 1001 }, token: admin }),
      t.call('POST', `${base}/lines`, { body: { ...line, item_key: 'flux-capacitor' }, token: admin }),
    ];
    for (const res of await Promise.all(bad)) expect(res.status).toBe(400);
    const now = await t.call('GET', `/api/admin/appointments/${s.id}/inspection`, { token: admin });
    expect(now.body.inspection.version).toBe(s.inspection.version);
    expect(now.body.inspection.lines).toEqual([]);
  });

  it('when an answer names a line of another inspection or leaves one out, then 400 and nothing is answered', async () => {
    const { t, admin } = app;
    const s = await startedInspection(t, admin);
    const other = await startedInspection(t, admin);
    const [a, b, c] = await threeLines(t, admin, s.inspection.id);
    await t.call('POST', `/api/admin/inspections/${other.inspection.id}/lines`, {
      body: { ...line, id: 'line-foreign1' },
      token: admin,
    });
    const sent = await t.call('POST', `/api/admin/inspections/${s.inspection.id}/send`, { body: {}, token: admin });
    const answer = (body: object) =>
      t.call('POST', `/api/appointments/${s.id}/estimate/answer?t=${s.trackingToken}`, {
        body: { name: 'Ana', version: sent.body.version, ...body },
      });
    expect((await answer({ approved: [a, b, 'line-foreign1'], declined: [c] })).status).toBe(400);
    expect((await answer({ approved: [a], declined: [c] })).status).toBe(400);
    const view = await t.call('GET', `/api/appointments/${s.id}/estimate?t=${s.trackingToken}`);
    expect(view.body.inspection.status).toBe('sent');
  });

  it('when an item is changed on a version someone else moved past, then 409 with the current inspection', async () => {
    const { t, admin } = app;
    const s = await startedInspection(t, admin);
    const path = `/api/admin/inspections/${s.inspection.id}/items/tires`;
    await t.call('PUT', path, { body: { condition: 'soon', version: s.inspection.version }, token: admin });
    const stale = await t.call('PUT', path, {
      body: { condition: 'good', version: s.inspection.version },
      token: admin,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'conflict', version: s.inspection.version + 1 });
    expect(stale.body.current.items[0]).toMatchObject({ key: 'tires', condition: 'soon' });
  });

  it('when Settings change the checklist, then new inspections start from it', async () => {
    const { t, admin } = app;
    const checklist = [
      { key: 'tires', label: 'Tyres' },
      { key: 'cabin-filter', label: 'Cabin filter' },
    ];
    const dup = await t.call('PUT', '/api/admin/inspection-checklist', {
      body: { checklist: [...checklist, checklist[0]] },
      token: admin,
    });
    expect(dup.status).toBe(400);
    expect((await t.call('PUT', '/api/admin/inspection-checklist', { body: { checklist }, token: admin })).status).toBe(
      200,
    );
    const s = await startedInspection(t, admin);
    expect(s.inspection.items.map((i: { label: string }) => i.label)).toEqual(['Tyres', 'Cabin filter']);
  });
});
