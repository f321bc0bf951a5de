import { describe, expect, it } from 'vitest';
import { PUSH_PAYLOAD_MAX_BYTES } from '@shop/shared/push/push.schema';
import { afterCommit, bookAs } from '../test/booking-helpers.ts';
import { complete, pushTestBed, rowsOf, TUESDAY_10 } from '../test/push-helpers.ts';
import type { TestApp } from '../test/test-app.ts';

const bed = pushTestBed();
const { startApp, appOnStandIn } = bed;

/** A booked appointment whose page this device asked for news of. */
async function subscribedBooking(t: TestApp) {
  const b = await bookAs(t, TUESDAY_10);
  const device = bed.push.newDevice();
  const res = await t.call('POST', `/api/appointments/${b.id}/push?t=${b.trackingToken}`, {
    body: { subscription: device.subscription },
  });
  expect(res.status).toBe(201);
  return { b, device };
}

describe('the VAPID key', () => {
  it('is a P-256 public key, generated once and kept across a restart', async () => {
    const t = await startApp();
    const first = (await t.call('GET', '/api/push/key')).body.publicKey as string;
    expect(Buffer.from(first, 'base64url')).toHaveLength(65);
    await t.restart();
    expect((await t.call('GET', '/api/push/key')).body.publicKey).toBe(first);
  });
});

describe('a customer device', () => {
  it('gets "your car is ready", encrypted for it and signed with the VAPID key, with a day to live', async () => {
    const t = await appOnStandIn();
    const { b, device } = await subscribedBooking(t);
    await complete(t, b.id);
    const [got, ...more] = bed.push.pushesTo(device.id);
    expect(more).toEqual([]);
    expect(bed.push.problems).toEqual([]);
    expect(got!.payload).toEqual({
      title: 'Your car is ready',
      body: expect.stringContaining('ready'),
      url: expect.stringMatching(new RegExp(`/track-appointment/${b.id}\\?t=`)),
      tag: `appointment-${b.id}`,
    });
    expect(Buffer.byteLength(JSON.stringify(got!.payload))).toBeLessThan(PUSH_PAYLOAD_MAX_BYTES);
    expect(got!.vapid).toMatchObject({
      aud: bed.push.origin,
      publicKey: (await t.call('GET', '/api/push/key')).body.publicKey,
    });
    expect(got!.vapid.sub).toMatch(/^mailto:/);
    expect(got!.ttl).toBe(86_400);
    // The log names the push service, not the endpoint (which is what unsubscribes the device).
    expect((await rowsOf(t)).find((r) => r.channel === 'push')).toMatchObject({
      kind: 'ready',
      status: 'sent',
      recipient: `a device via ${new URL(bed.push.origin).host}`,
    });
  });

  it('needs the link, the owner or staff: anyone else gets the 404 of an unknown id', async () => {
    const t = await appOnStandIn();
    const b = await bookAs(t, TUESDAY_10);
    const body = { subscription: bed.push.newDevice().subscription };
    expect((await t.call('POST', `/api/appointments/${b.id}/push?t=wrong`, { body })).status).toBe(404);
    expect((await t.call('POST', `/api/appointments/${b.id}/push`, { body })).status).toBe(404);
  });

  it('stops getting news once unsubscribed from that appointment', async () => {
    const t = await appOnStandIn();
    const { b, device } = await subscribedBooking(t);
    const endpoint = encodeURIComponent(device.subscription.endpoint);
    expect((await t.call('DELETE', `/api/push?endpoint=${endpoint}&appointment=${b.id}`)).status).toBe(204);
    await complete(t, b.id);
    expect(bed.push.pushesTo(device.id)).toEqual([]);
  });

  it('a device gone (410) is forgotten: the row fails once, its queued reminder is withdrawn, no later news is planned', async () => {
    const t = await appOnStandIn();
    const { b, device } = await subscribedBooking(t);
    bed.push.answer(device.id, 410);
    await t.call('POST', `/api/admin/appointments/${b.id}/events`, {
      body: { message: 'Brakes done' },
      token: await t.login(),
    });
    await afterCommit(t);
    await complete(t, b.id);
    const pushes = (await rowsOf(t)).filter((r) => r.channel === 'push');
    expect(pushes.map((r) => [r.kind, r.status, r.attempts])).toEqual([
      ['progress', 'failed', 1],
      ['reminder', 'cancelled', 0],
    ]);
    expect(pushes[0]!.last_error).toContain('410');
  });

  it('a busy push service (429) is tried again after the back-off, and the news arrives once', async () => {
    const t = await appOnStandIn();
    const { b, device } = await subscribedBooking(t);
    bed.push.answer(device.id, 429);
    await complete(t, b.id);
    expect((await rowsOf(t)).find((r) => r.channel === 'push')).toMatchObject({ status: 'queued', attempts: 1 });
    bed.push.answer(device.id, 201);
    t.clock.set(new Date(t.clock.now().getTime() + 31_000));
    await t.notifier.dispatchDue();
    expect(bed.push.pushesTo(device.id)).toHaveLength(1);
    expect((await rowsOf(t)).find((r) => r.channel === 'push')).toMatchObject({ status: 'sent' });
  });

  it('renewing moves the news to the new subscription', async () => {
    const t = await appOnStandIn();
    const { b, device } = await subscribedBooking(t);
    const fresh = bed.push.newDevice();
    const res = await t.call('POST', '/api/push/renew', {
      body: { oldEndpoint: device.subscription.endpoint, subscription: fresh.subscription },
    });
    expect(res.status).toBe(201);
    await complete(t, b.id);
    expect(bed.push.pushesTo(fresh.id)).toHaveLength(1);
    expect(bed.push.pushesTo(device.id)).toEqual([]);
    const unknown = { oldEndpoint: `${bed.push.origin}/push/none`, subscription: bed.push.newDevice().subscription };
    expect((await t.call('POST', '/api/push/renew', { body: unknown })).status).toBe(404);
  });
});

describe('staff devices', () => {
  it('get new bookings while Settings > Notifications > Appointments is on', async () => {
    const t = await appOnStandIn();
    const tablet = bed.push.newDevice();
    const token = await t.login();
    expect(
      (await t.call('POST', '/api/admin/push', { body: { subscription: tablet.subscription }, token })).status,
    ).toBe(201);
    const b = await bookAs(t, TUESDAY_10);
    await afterCommit(t);
    expect(bed.push.pushesTo(tablet.id).map((p) => p.payload)).toEqual([
      expect.objectContaining({
        title: 'New booking',
        url: `${t.config.publicUrl}/admin/appointments`,
        tag: `staff_booking-${b.id}`,
      }),
    ]);
    const settings = (await t.call('GET', '/api/admin/settings', { token })).body.settings;
    await t.call('PUT', '/api/admin/settings', {
      body: { ...settings, notifications: { ...settings.notifications, appointments: false } },
      token,
    });
    await bookAs(t, { ...TUESDAY_10, start_time: '11:00', end_time: '12:00' });
    await afterCommit(t);
    expect(bed.push.pushesTo(tablet.id)).toHaveLength(1);
  });

  it('the staff route is for staff only', async () => {
    const t = await appOnStandIn();
    const body = { subscription: bed.push.newDevice().subscription };
    expect((await t.call('POST', '/api/admin/push', { body })).status).toBe(401);
  });
});
