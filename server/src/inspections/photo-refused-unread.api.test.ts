import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { LINGER_MS } from '../http/close-unread.ts';
import { jpeg, startedInspection, upload } from '../test/inspection-helpers.ts';
import { appsStoppedAfterEach, startTestApp, type TestApp } from '../test/test-app.ts';
import { unreadUpload, type UnreadUpload } from '../test/unread-upload.ts';

const startApp = appsStoppedAfterEach();
const TEN_MB = 10 * 1024 * 1024;

/** The refusal came at once and the server closed the connection instead of reading the body to its end. */
function expectRefusedUnread(r: UnreadUpload, status: number): void {
  expect(r.head).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
  expect(r.head).toMatch(/\r\nConnection: close\r\n/i);
  expect(r.at.answer).toBeLessThan(1_000);
  expect(r.at.end).toBeLessThan(1_000);
  expect(r.at.close).toBeLessThan(LINGER_MS + 1_500);
  expect(r.sent).toBeLessThan(TEN_MB / 100);
}

async function photoPath(t: TestApp, admin: string): Promise<string> {
  const s = await startedInspection(t, admin);
  return `/api/admin/inspections/${s.inspection.id}/items/tires/photos`;
}

describe('a refused upload of staff is not read either', () => {
  it('when the declared length is over PHOTO_MAX_MB, then 413 and the connection is closed on the body', async () => {
    const t = await startApp();
    const admin = await t.login();
    const r = await unreadUpload(t.url, await photoPath(t, admin), { length: TEN_MB + 1, token: admin });
    expectRefusedUnread(r, 413);
  });

  it('when the encode line is full, then 503 and the connection is closed on the body', async () => {
    const t = await startApp({ config: { photoEncodeConcurrency: 1, photoQueueLength: 0 } });
    const admin = await t.login();
    const path = await photoPath(t, admin);
    // The one place is held by an upload whose body is still arriving.
    const { port } = new URL(t.url);
    const headers = { 'content-type': 'image/jpeg', 'content-length': TEN_MB, authorization: `Bearer ${admin}` };
    const held = request({ host: '127.0.0.1', port, path, method: 'POST', headers, agent: false });
    held.on('error', () => undefined);
    held.write(Buffer.alloc(1024));
    const until = Date.now() + 2_000;
    while (t.deps.photoQueue.size !== 1 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    expect(t.deps.photoQueue.size).toBe(1);
    try {
      expectRefusedUnread(await unreadUpload(t.url, path, { length: TEN_MB, token: admin }), 503);
    } finally {
      held.destroy();
    }
  });

  it('when staff are over the write rate limit, then 429 and the connection is closed on the body', async () => {
    const setup = await startApp();
    const admin = await setup.login();
    const path = await photoPath(setup, admin);
    // A second server on the same database, whose limit no setup write has counted against.
    const t = await startTestApp({ env: { WRITE_RATE_LIMIT_PER_MINUTE: '1' }, shareDatabaseOf: setup });
    try {
      expect((await upload(t, admin, path, await jpeg())).status).toBe(201);
      expectRefusedUnread(await unreadUpload(t.url, path, { length: TEN_MB, token: admin }), 429);
    } finally {
      await t.stop();
    }
  });
});
