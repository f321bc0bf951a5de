import { describe, expect, it } from 'vitest';
import { bookAs } from '../test/booking-helpers.ts';
import { complete, connectionCounter, pushTestBed, rowsOf, TUESDAY_10 } from '../test/push-helpers.ts';
import type { TestApp } from '../test/test-app.ts';
import { subscribe } from './push.repository.ts';

const bed = pushTestBed();
const { startApp, appOnStandIn } = bed;

describe('no request to an address the server must not reach', () => {
  const refused = async (t: TestApp, endpoint: string, b: { id: number; trackingToken: string }) => {
    const keys = bed.push.newDevice().subscription.keys;
    const res = await t.call('POST', `/api/appointments/${b.id}/push?t=${b.trackingToken}`, {
      body: { subscription: { endpoint, keys } },
    });
    return { res, stored: await t.db('push_subscriptions').where({ endpoint }).first() };
  };

  it('refuses metadata, loopback, private and plain-http addresses by default, and names resolving to them', async () => {
    const t = await startApp();
    const b = await bookAs(t, TUESDAY_10);
    for (const endpoint of [
      'https://169.254.169.254/latest/meta-data',
      'https://[64:ff9b::a9fe:a9fe]/push/1',
      'https://push.example:8443/push/1',
      'https://127.0.0.1/push/1',
      'https://[::1]/push/1',
      'https://10.0.0.8/push/1',
      'http://push.example/push/1',
      'https://localhost/push/1',
    ]) {
      const { res, stored } = await refused(t, endpoint, b);
      expect(res.status, endpoint).toBe(400);
      expect(res.body).toMatchObject({
        code: 'push_endpoint_refused',
        error: 'This push service address is not allowed.',
      });
      expect(stored).toBeUndefined();
    }
  });

  it('with PUSH_ENDPOINTS, refuses any origin outside the list (another port of 127.0.0.1 too)', async () => {
    const t = await appOnStandIn();
    const { res, stored } = await refused(t, 'http://127.0.0.1:9/push/1', await bookAs(t, TUESDAY_10));
    expect(res.status).toBe(400);
    expect(stored).toBeUndefined();
  });

  it('checks again when sending: a stored loopback device, by address or by name, fails at once', async () => {
    const { connections, port, close } = await connectionCounter();
    const keys = bed.push.newDevice().subscription.keys;
    const storedDirectly = async (t: TestApp, endpoints: string[]) => {
      const b = await bookAs(t, TUESDAY_10);
      // As if stored before the rules changed: straight into the database.
      for (const endpoint of endpoints)
        await subscribe(t.db, { endpoint, keys }, { appointmentId: b.id }, t.clock.now());
      await complete(t, b.id);
      return (await rowsOf(t)).filter((r) => r.channel === 'push');
    };
    try {
      const t = await startApp();
      // Port 443, as allowed: only the address (literal, or what the name resolves to) refuses them.
      const rows = await storedDirectly(t, ['https://127.0.0.1/push/a', 'https://localhost/push/b']);
      expect(rows.map((r) => [r.status, r.attempts])).toEqual([
        ['failed', 1],
        ['failed', 1],
      ]);
      expect(rows.map((r) => r.last_error).sort()).toEqual([
        'push refused: 127.0.0.1 is not a public address',
        'push refused: localhost resolves to 127.0.0.1, not a public address',
      ]);
      // The same device, once its origin is listed, is connected to: the listener would have seen a request.
      const listed = await startApp({ env: { PUSH_ENDPOINTS: `https://localhost:${port}` } });
      await storedDirectly(listed, [`https://localhost:${port}/push/b`]);
      expect(connections).toHaveLength(1);
    } finally {
      await close();
    }
  });

  it('refuses keys that are not a P-256 point and a 16-byte secret', async () => {
    const t = await appOnStandIn();
    const b = await bookAs(t, TUESDAY_10);
    const { subscription } = bed.push.newDevice();
    const bad = { ...subscription, keys: { p256dh: subscription.keys.p256dh.slice(4), auth: 'c2hvcnQ' } };
    const res = await t.call('POST', `/api/appointments/${b.id}/push?t=${b.trackingToken}`, {
      body: { subscription: bad },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_request');
  });
});
