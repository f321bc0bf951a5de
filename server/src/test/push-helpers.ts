import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect } from 'vitest';
import { afterCommit } from './booking-helpers.ts';
import { startPushService, type PushService } from './push-service.ts';
import { appsStoppedAfterEach, type TestApp } from './test-app.ts';

/** Tuesday 10 March 2026, 10:00 in the shop's zone: a time the tests book. */
export const TUESDAY_10 = { date: '2026-03-10', start_time: '10:00', end_time: '11:00' };

/**
 * For a file of push tests: a stand-in push service for all its tests, and apps stopped after
 * each test, on their own or allowed to send to the stand-in (PUSH_ENDPOINTS).
 */
export function pushTestBed() {
  let service: PushService | undefined;
  beforeAll(async () => {
    service = await startPushService();
  });
  afterAll(() => service?.stop());
  const startApp = appsStoppedAfterEach();
  return {
    get push(): PushService {
      return service!;
    },
    startApp,
    appOnStandIn: () => startApp({ env: { PUSH_ENDPOINTS: service!.origin } }),
  };
}

/** The notification log as staff see it in Settings. */
export const rowsOf = async (t: TestApp) =>
  (await t.call('GET', '/api/admin/notifications', { token: await t.login() })).body.notifications as {
    kind: string;
    channel: string;
    recipient: string;
    status: string;
    last_error: string | null;
    attempts: number;
  }[];

/** Staff complete the work ("your car is ready"), and what it sends is sent. */
export const complete = async (t: TestApp, id: number) => {
  const res = await t.call('PUT', `/api/admin/appointments/${id}/status`, {
    body: { status: 'completed' },
    token: await t.login(),
  });
  expect(res.status).toBe(200);
  await afterCommit(t);
};

/** A listener on 127.0.0.1 that counts connections and hangs up: whether a request went out at all. */
export async function connectionCounter() {
  const connections: unknown[] = [];
  const listener = net.createServer((socket) => {
    connections.push(socket.remoteAddress);
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  return {
    connections,
    port: (listener.address() as AddressInfo).port,
    close: () => new Promise((resolve) => listener.close(resolve)),
  };
}
