import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MONDAY_8AM, requestBody, startTestApp, type TestApp } from '../test/test-app.ts';
import { purgeIdempotencyKeys } from './write-route.ts';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.stop();
});

const HOUR = 3_600_000;
const at = (hours: number) => new Date(new Date(MONDAY_8AM).getTime() + hours * HOUR);
const send = (key: string, over: Record<string, unknown> = {}) =>
  t.call('POST', '/api/appointment-requests', { body: requestBody(over), headers: { 'Idempotency-Key': key } });
const storedRequests = async () => Number((await t.db('appointment_requests').count({ n: '*' }))[0].n);

describe('idempotency keys', () => {
  it('when a key is stored, then its time is the injected clock', async () => {
    await send('key-clock-0001');
    expect((await t.db('idempotency_keys').first()).created_at).toBe(at(0).toISOString());
  });

  it('when a replay comes within 48 h, then the stored answer returns; after 48 h it is a new request', async () => {
    const first = await send('key-expiry-0001');
    t.clock.set(at(47.9));
    const replay = await send('key-expiry-0001');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(await storedRequests()).toBe(1);

    t.clock.set(at(48.1));
    const fresh = await send('key-expiry-0001');
    expect(fresh.status).toBe(201);
    expect(fresh.headers.get('idempotent-replayed')).toBeNull();
    expect(fresh.body.request_id).not.toBe(first.body.request_id);
    expect(await storedRequests()).toBe(2);
  });

  it('when an expired key comes back with another body, then it is new rather than a mismatch', async () => {
    await send('key-expiry-0002');
    t.clock.set(at(49));
    expect((await send('key-expiry-0002', { message: 'another body' })).status).toBe(201);
  });

  it('when purged, then only answers older than 48 h go', async () => {
    await send('key-purge-0001');
    t.clock.set(at(30));
    await send('key-purge-0002', { email: 'other@example.com' });
    expect(await purgeIdempotencyKeys(t.db, at(49))).toBe(1);
    expect((await t.db('idempotency_keys').select('key')).map((r: { key: string }) => r.key)).toEqual([
      'key-purge-0002',
    ]);
  });
});
