import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { requestBody } from '../test/request-helpers.ts';

let t: TestApp;
afterEach(async () => {
  await t.stop();
});

const send = (over: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/appointment-requests', { body: requestBody(over), headers });

describe('appointment requests', () => {
  it('when valid, then 201, stored as pending and a receipt is mailed', async () => {
    t = await startTestApp();
    const res = await send();
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Your appointment request has been submitted successfully!',
    });
    const admin = await t.login();
    const list = await t.call('GET', '/api/admin/appointment-requests?status=pending', { token: admin });
    expect(list.body.requests).toHaveLength(1);
    expect(list.body.requests[0]).toMatchObject({
      first_name: 'Ben',
      service_needed: ['Oil Change'],
      preferred_time: 'Morning',
      status: 'pending',
    });
  });

  it('when no service or a bad email is given, then 400 and nothing is stored', async () => {
    t = await startTestApp();
    expect((await send({ serviceNeeded: [] })).status).toBe(400);
    expect((await send({ serviceNeeded: ['Teleportation'] })).status).toBe(400);
    const bad = await send({ email: 'not-an-email' });
    expect(bad.body.error).toBe('Please enter a valid email address');
    expect((await send({ firstName: 42 })).status).toBe(400);
    const [{ n }] = await t.db('appointment_requests').count({ n: '*' });
    expect(Number(n)).toBe(0);
  });

  it('when a visitor sends a third request in a day, then 429 rate_limited, also after a restart', async () => {
    t = await startTestApp();
    expect((await send()).status).toBe(201);
    expect((await send({ message: 'second' })).status).toBe(201);
    await t.restart();
    const third = await send({ message: 'third' });
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ status: 'rate_limited', code: 'rate_limited' });
    expect(third.body.error).toBe(
      'Daily request limit exceeded. You can only submit 2 appointment requests per day. Please call us directly if you need immediate assistance.',
    );
    t.clock.set('2026-03-10T15:00:00Z'); // the next shop day
    expect((await send({ message: 'tomorrow' })).status).toBe(201);
  });

  it('when the third request comes late at night, then the shop day (not the UTC day) counts, in the database', async () => {
    t = await startTestApp();
    expect((await send()).status).toBe(201);
    expect((await send({ message: 'second' })).status).toBe(201);
    await t.restart();
    t.clock.set('2026-03-10T06:30:00Z'); // 23:30 on 9 March in Los Angeles
    const third = await send({ message: 'third' });
    expect(third.status).toBe(429);
    expect(third.body.status).toBe('rate_limited');
    const counters = await t.db('request_rate_counters').orderBy('subject').select('shop_day', 'subject', 'count');
    expect(counters).toEqual([
      { shop_day: '2026-03-09', subject: 'email:ben@example.com', count: 2 },
      { shop_day: '2026-03-09', subject: 'ip:127.0.0.1', count: 2 },
    ]);
    const [{ n }] = await t.db('appointment_requests').count({ n: '*' });
    expect(Number(n)).toBe(2);
  });

  it('counts by client address too: another email from the same address is limited', async () => {
    t = await startTestApp();
    await send({ email: 'a@example.com' });
    await send({ email: 'b@example.com' });
    expect((await send({ email: 'c@example.com' })).status).toBe(429);
  });

  it('when a replayed submission carries its Idempotency-Key, then it is stored once and does not count twice', async () => {
    t = await startTestApp();
    const headers = { 'Idempotency-Key': 'req-key-00000001' };
    expect((await send({}, headers)).status).toBe(201);
    const replay = await send({}, headers);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await send({ message: 'second' })).status).toBe(201);
    const [{ n }] = await t.db('appointment_requests').count({ n: '*' });
    expect(Number(n)).toBe(2);
  });

  it('when writes come in a burst, then 429 without the rate_limited status', async () => {
    t = await startTestApp({ env: { WRITE_RATE_LIMIT_PER_MINUTE: '3' } });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push(await send({ email: `burst${i}@example.com` }));
    expect(statuses[3].status).toBe(429);
    expect(statuses[3].body.code).toBe('too_many_requests');
    expect(statuses[3].body.status).toBeUndefined();
  });
});
