import { request, type IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { inspectionMessages } from '@shop/shared/inspections/messages';
import { jpeg, startedInspection, upload } from '../test/inspection-helpers.ts';
import { appsStoppedAfterEach, startTestApp, type TestApp } from '../test/test-app.ts';
import { unreadUpload } from '../test/unread-upload.ts';
import { LINGER_MS } from '../http/close-unread.ts';
import { BUSY_RETRY_AFTER_SECONDS } from './photo-intake.ts';

const startApp = appsStoppedAfterEach();
const TEN_MB = 10 * 1024 * 1024;

const photoCount = async (t: TestApp) =>
  Number(((await t.db('inspection_photos').count({ n: '*' }).first()) as { n: number | string }).n);

/** Whether the server's encode line comes to hold `size` uploads within 2 s (its sockets are heard in a few turns). */
async function queueReaches(t: TestApp, size: number): Promise<boolean> {
  const until = Date.now() + 2_000;
  while (t.deps.photoQueue.size !== size && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
  return t.deps.photoQueue.size === size;
}

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: any;
  /** Milliseconds from the headers being sent to the status arriving. */
  afterMs: number;
}

/**
 * An upload whose headers go at once and whose body follows only as the test sends it, over its
 * own connection: the answer can be timed against what of the body has been sent.
 */
function slowUpload(t: TestApp, path: string, o: { token?: string; length: number }) {
  const { port } = new URL(t.url);
  const headers: Record<string, string | number> = { 'content-type': 'image/jpeg', 'content-length': o.length };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers, agent: false });
  // Writes after the server answered and closed fail; the answer is what the test looks at.
  req.on('error', () => undefined);
  req.flushHeaders();
  const started = Date.now();
  let sent = 0;
  const answer = new Promise<Answer>((resolve) => {
    req.on('response', (res) => {
      const afterMs = Date.now() - started;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text), afterMs }),
      );
    });
  });
  /** Sends 1 kB every 50 ms (at most `ms` long) unless the answer came first. */
  const trickle = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        if (req.destroyed || sent >= o.length) return;
        req.write(Buffer.alloc(1024));
        sent += 1024;
      }, 50);
      const stop = () => {
        clearInterval(timer);
        resolve();
      };
      setTimeout(stop, ms);
      void answer.then(stop);
    });
  return { req, answer, trickle, sentBytes: () => sent, closed: new Promise<void>((r) => req.on('close', r)) };
}

describe('photo uploads are refused before their body is read', () => {
  it('when an anonymous upload trickles its body, then 401 arrives within a second and the server closes the connection', async () => {
    const t = await startApp();
    const s = await startedInspection(t, await t.login());
    const path = `/api/admin/inspections/${s.inspection.id}/items/tires/photos`;
    const { head, at, sent } = await unreadUpload(t.url, path, { length: TEN_MB });
    expect(head).toMatch(/^HTTP\/1\.1 401 /);
    expect(head).toMatch(/\r\nConnection: close\r\n/i);
    expect(at.answer).toBeLessThan(1_000);
    expect(at.end).toBeLessThan(1_000);
    // Cut only after a while of draining, so a reset cannot overtake the answer on its way.
    expect(at.close).toBeGreaterThanOrEqual(LINGER_MS - 100);
    expect(at.close).toBeLessThan(LINGER_MS + 1_500);
    expect(sent).toBeLessThan(TEN_MB / 100);
    expect(await photoCount(t)).toBe(0);
  });

  it('when staff are over the write rate limit, then 429 arrives while the body is still on its way', async () => {
    const setup = await startApp();
    const admin = await setup.login();
    const s = await startedInspection(setup, admin);
    // A second server on the same database, whose limit no setup write has counted against
    // (stopped before the first, which removes the database).
    const t = await startTestApp({ env: { WRITE_RATE_LIMIT_PER_MINUTE: '1' }, shareDatabaseOf: setup });
    try {
      const path = `/api/admin/inspections/${s.inspection.id}/items/tires/photos`;
      expect((await upload(t, admin, path, await jpeg())).status).toBe(201);
      const up = slowUpload(t, path, { token: admin, length: TEN_MB });
      await up.trickle(3_000);
      const answer = await up.answer;
      expect(answer.status).toBe(429);
      expect(answer.afterMs).toBeLessThan(1_000);
      up.req.destroy();
      expect(await photoCount(t)).toBe(1);
    } finally {
      await t.stop();
    }
  });

  it('when the declared length is over PHOTO_MAX_MB, then 413 arrives while the body is still on its way', async () => {
    const t = await startApp();
    const admin = await t.login();
    const s = await startedInspection(t, admin);
    const up = slowUpload(t, `/api/admin/inspections/${s.inspection.id}/items/tires/photos`, {
      token: admin,
      length: TEN_MB + 1,
    });
    // The body starts on its way at once: the answer must not wait for any of it.
    void up.trickle(3_000);
    const answer = await up.answer;
    up.req.destroy();
    expect(answer.afterMs).toBeLessThan(1_000);
    expect(up.sentBytes()).toBeLessThan(TEN_MB / 100);
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 'payload_too_large', error: inspectionMessages.tooLarge(10) });
    expect(await photoCount(t)).toBe(0);
  });
});

describe('the re-encode line', () => {
  it('when every place is taken, then 503 with Retry-After and nothing stored; once one frees, uploads go in', async () => {
    const t = await startApp({ config: { photoEncodeConcurrency: 1, photoQueueLength: 0 } });
    const admin = await t.login();
    const s = await startedInspection(t, admin);
    const path = `/api/admin/inspections/${s.inspection.id}/items/tires/photos`;
    const photo = await jpeg(300, 200);
    // The one place is held by an upload whose body is still arriving.
    const first = slowUpload(t, `${path}?id=photo-slow-01`, { token: admin, length: photo.length });
    first.req.write(photo.subarray(0, 100));
    expect(await queueReaches(t, 1)).toBe(true);

    const busy = await upload(t, admin, path, photo);
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(busy.body).toMatchObject({ success: false, code: 'busy', error: inspectionMessages.busy });
    expect(await photoCount(t)).toBe(0);

    first.req.end(photo.subarray(100));
    expect((await first.answer).status).toBe(201);
    const next = await upload(t, admin, path, photo);
    expect(next.status).toBe(201);
    expect(next.body.photo).toMatchObject({ width: 300, height: 200 });
    expect(await photoCount(t)).toBe(2);
    expect(t.deps.photoQueue.size).toBe(0);
  });

  it('when an admitted upload is abandoned mid-body, then its place is given back', async () => {
    const t = await startApp({ config: { photoEncodeConcurrency: 1, photoQueueLength: 0 } });
    const admin = await t.login();
    const s = await startedInspection(t, admin);
    const path = `/api/admin/inspections/${s.inspection.id}/items/tires/photos`;
    const abandoned = slowUpload(t, path, { token: admin, length: TEN_MB });
    abandoned.req.write(Buffer.alloc(1024));
    expect(await queueReaches(t, 1)).toBe(true);
    abandoned.req.destroy();
    expect(await queueReaches(t, 0)).toBe(true);
    expect((await upload(t, admin, path, await jpeg())).status).toBe(201);
  });
});
