import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MONDAY_8AM, startTestApp, wizardBody, type TestApp } from '../test/test-app.ts';
import { requestBody } from '../test/request-helpers.ts';
import { storeAnswer } from './idempotency.repository.ts';
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

  it('when another server stored the same key first, then this write is undone and answers idempotency_in_progress', async () => {
    await send('key-race-00001');
    const [first] = await t.db('idempotency_keys').where({ key: 'key-race-00001' });
    const second = storeAnswer(t.db, { ...first, response_json: '{}' });
    await expect(second).rejects.toMatchObject({ status: 409, code: 'idempotency_in_progress' });
    await expect(storeAnswer(t.db, { ...first, key: 'key-race-00002' })).resolves.toBeUndefined();
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

describe('idempotency key rules', () => {
  it('accepts keys of 8 to 128 of the allowed characters, bare or quoted, and refuses others with 400', async () => {
    const admin = await t.login();
    const flag = (key: string) =>
      t.call('PUT', '/api/feature-flags/registration', {
        body: { enabled: true },
        headers: { 'Idempotency-Key': key },
        token: admin,
      });
    for (const key of ['abcd-123', 'a'.repeat(128), '"quoted-key:1.0"']) expect((await flag(key)).status).toBe(200);
    for (const key of ['abc-123', 'a'.repeat(129), 'has space1', 'semi;colon1']) {
      const res = await flag(key);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid_request', error: expect.stringMatching(/8-128 letters/) });
    }
    expect(await t.db('idempotency_keys').count({ n: '*' })).toEqual([{ n: 3 }]);
  });

  it('when the same key comes quoted and bare, then it is one key', async () => {
    const first = await send('"same-key-0001"');
    const again = await send('same-key-0001');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('when two people use the same key, then each gets their own answer', async () => {
    const admin = await t.login();
    const anon = await send('shared-key-0001');
    // The same body as the anonymous one: only the scope tells them apart.
    const signedIn = await t.call('POST', '/api/appointment-requests', {
      body: requestBody(),
      headers: { 'Idempotency-Key': 'shared-key-0001' },
      token: admin,
    });
    expect(signedIn.status).toBe(201);
    expect(signedIn.headers.get('idempotent-replayed')).toBeNull();
    expect(signedIn.body.request_id).not.toBe(anon.body.request_id);
    // Two signed-in people are told apart too: the same booking under one key makes two.
    const book = (token: string, name: string) =>
      t.call('POST', '/api/appointments', {
        body: wizardBody({ contact_info: { name, email: `${name}@example.com`, phone: '5105550100' } }),
        headers: { 'Idempotency-Key': 'shared-key-0002' },
        token,
      });
    const byAdmin = await book(admin, 'adam');
    const byCustomer = await book(await t.customer(), 'cara');
    expect(byCustomer.status).toBe(201);
    expect(byCustomer.body.appointment.id).not.toBe(byAdmin.body.appointment.id);
  });

  it('when the same key and body go to another path, then it is a mismatch (the path is part of the request)', async () => {
    const admin = await t.login();
    const headers = { 'Idempotency-Key': 'path-key-0001' };
    const on = await t.call('PUT', '/api/feature-flags/registration', {
      body: { enabled: true },
      headers,
      token: admin,
    });
    expect(on.status).toBe(200);
    const other = await t.call('PUT', '/api/feature-flags/showServicesTab', {
      body: { enabled: true },
      headers,
      token: admin,
    });
    expect(other.status).toBe(422);
  });

  it('when one key and body go to two routes mounted at different places, then the second is a mismatch, not a replay', async () => {
    const headers = { 'Idempotency-Key': 'mount-key-0001' };
    const request = await t.call('POST', '/api/appointment-requests', { body: requestBody(), headers });
    const booking = await t.call('POST', '/api/appointments', { body: requestBody(), headers });
    expect(request.status).toBe(201);
    expect(booking.status).toBe(422);
    expect(await t.db('idempotency_keys').select('path')).toEqual([{ path: '/api/appointment-requests' }]);
  });

  it('when a visitor retries from another address (Wi-Fi to cellular), then the stored answer comes back: one write', async () => {
    const send = (address: string) =>
      t.call('POST', '/api/appointment-requests', {
        body: requestBody(),
        headers: { 'Idempotency-Key': 'visitor-key-0001', 'x-forwarded-for': address },
      });
    const onWifi = await send('10.2.0.1');
    const onCellular = await send('172.20.0.9');
    expect(onCellular.headers.get('idempotent-replayed')).toBe('true');
    expect(onCellular.body).toEqual(onWifi.body);
    expect(await t.db('appointment_requests').count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('when a write is refused, then nothing is stored and the same key is evaluated afresh', async () => {
    const bad = await send('retry-key-0001', { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(await t.db('idempotency_keys').count({ n: '*' })).toEqual([{ n: 0 }]);
    expect((await send('retry-key-0001')).status).toBe(201);
  });
});
