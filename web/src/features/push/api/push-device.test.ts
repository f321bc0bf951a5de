import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENDPOINT, fakeBrowser, fakePushServer, fakeSubscription, removeFakeBrowser } from './push-browser.fixtures.ts';
import { forgetPushedAppointments, renewIfChanged, turnOff, turnOn } from './push-device.ts';
import { pushMemory, rememberPush } from './push-memory.ts';

beforeEach(() => rememberPush(null));
afterEach(removeFakeBrowser);

const OLD = 'https://fcm.googleapis.com/fcm/send/old';

describe("this device's push subscription", () => {
  it('when a second appointment is turned on, then the device remembers both under its one endpoint', async () => {
    fakePushServer();
    await turnOn(Promise.resolve(fakeSubscription()), { kind: 'appointment', id: 7, token: 'a' });
    await turnOn(Promise.resolve(fakeSubscription()), { kind: 'appointment', id: 9 });
    expect(await pushMemory()).toEqual({ endpoint: ENDPOINT, appointments: [7, 9], staff: false });
  });

  it("when the session ends or the guest forgets the device's bookings, then the device stops and forgets", async () => {
    const subscription = fakeSubscription();
    fakeBrowser({ permission: 'granted', subscription });
    const calls = fakePushServer();
    await rememberPush({ endpoint: ENDPOINT, appointments: [7], staff: false });
    await forgetPushedAppointments();
    expect(calls).toEqual([
      { method: 'DELETE', url: `/api/push?endpoint=${encodeURIComponent(ENDPOINT)}`, body: null },
    ]);
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(await pushMemory()).toBeNull();
  });

  it('when a staff tablet forgets its bookings, then only their news stops and the staff alerts stay', async () => {
    const subscription = fakeSubscription();
    fakeBrowser({ permission: 'granted', subscription });
    const calls = fakePushServer();
    await rememberPush({ endpoint: ENDPOINT, appointments: [7, 9], staff: true });
    await forgetPushedAppointments();
    const url = `/api/push?endpoint=${encodeURIComponent(ENDPOINT)}`;
    expect(calls.map((c) => c.url)).toEqual([`${url}&appointment=7`, `${url}&appointment=9`]);
    expect(subscription.unsubscribe).not.toHaveBeenCalled();
    expect(await pushMemory()).toEqual({ endpoint: ENDPOINT, appointments: [], waitlist: [], staff: true });
  });

  it('when one of two appointments is turned off, then only its news stops', async () => {
    const subscription = fakeSubscription();
    fakeBrowser({ permission: 'granted', subscription });
    const calls = fakePushServer();
    await rememberPush({ endpoint: ENDPOINT, appointments: [7, 9], staff: false });
    expect(await turnOff({ kind: 'appointment', id: 7 })).toEqual({
      endpoint: ENDPOINT,
      appointments: [9],
      staff: false,
    });
    expect(calls.map((c) => c.url)).toEqual([`/api/push?endpoint=${encodeURIComponent(ENDPOINT)}&appointment=7`]);
    expect(subscription.unsubscribe).not.toHaveBeenCalled();
    expect(await turnOff({ kind: 'appointment', id: 9 })).toBeNull();
    expect(subscription.unsubscribe).toHaveBeenCalled();
  });

  it('when the device gets only staff alerts, then forgetting bookings leaves them on', async () => {
    fakeBrowser({ permission: 'granted', subscription: fakeSubscription() });
    const calls = fakePushServer();
    await rememberPush({ endpoint: ENDPOINT, appointments: [], staff: true });
    await forgetPushedAppointments();
    expect(calls).toEqual([]);
    expect(await pushMemory()).toMatchObject({ staff: true });
  });

  it('when the server cannot be reached, then forgetting still drops the subscription and the memory', async () => {
    const subscription = fakeSubscription();
    fakeBrowser({ permission: 'granted', subscription });
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await rememberPush({ endpoint: ENDPOINT, appointments: [7], staff: false });
    await forgetPushedAppointments();
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(await pushMemory()).toBeNull();
  });

  it('when the page starts with a subscription other than the remembered one, then the server moves to it', async () => {
    fakeBrowser({ permission: 'granted', subscription: fakeSubscription() });
    const calls = fakePushServer();
    await rememberPush({ endpoint: OLD, appointments: [7], staff: false });
    await renewIfChanged();
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/push/renew',
        body: { oldEndpoint: OLD, subscription: expect.objectContaining({ endpoint: ENDPOINT }) },
      },
    ]);
    expect(await pushMemory()).toEqual({ endpoint: ENDPOINT, appointments: [7], staff: false });
  });

  it('when the page starts with the remembered subscription, then nothing is sent', async () => {
    fakeBrowser({ permission: 'granted', subscription: fakeSubscription() });
    const calls = fakePushServer();
    await rememberPush({ endpoint: ENDPOINT, appointments: [7], staff: false });
    await renewIfChanged();
    expect(calls).toEqual([]);
  });

  it('when the browser lost its subscription, then the device forgets it', async () => {
    fakeBrowser({ permission: 'granted', subscription: null });
    fakePushServer();
    await rememberPush({ endpoint: ENDPOINT, appointments: [7], staff: false });
    await renewIfChanged();
    expect(await pushMemory()).toBeNull();
  });

  it('when the server forgot the old endpoint (its push service said gone), then turning on still works', async () => {
    fakeBrowser({ permission: 'granted' });
    const calls = fakePushServer();
    const answer = globalThis.fetch;
    globalThis.fetch = (async (url: string, init?: RequestInit) =>
      url === '/api/push/renew'
        ? new Response(JSON.stringify({ success: false, error: 'gone', code: 'not_found' }), {
            status: 404,
            headers: { 'content-type': 'application/json' },
          })
        : answer(url, init)) as typeof fetch;
    await rememberPush({ endpoint: OLD, appointments: [7], staff: false });
    await turnOn(Promise.resolve(fakeSubscription()), { kind: 'appointment', id: 9 });
    expect(calls.map((c) => c.url)).toEqual(['/api/appointments/9/push']);
    expect(await pushMemory()).toEqual({ endpoint: ENDPOINT, appointments: [7, 9], staff: false });
  });
});
