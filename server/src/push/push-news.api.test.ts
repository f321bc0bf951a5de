import { describe, expect, it } from 'vitest';
import { optOutOfReminders } from '../notifications/notifications.repository.ts';
import { bookAs } from '../test/booking-helpers.ts';
import { pushTestBed, rowsOf, TUESDAY_10 } from '../test/push-helpers.ts';
import type { TestApp } from '../test/test-app.ts';

const bed = pushTestBed();
const { appOnStandIn, startApp } = bed;
const titled = (id: string, title: string) =>
  bed.push.pushesTo(id).filter((p) => (p.payload as { title: string }).title === title);
const hoursLater = (t: TestApp, h: number) => t.clock.set(new Date(t.clock.now().getTime() + h * 3_600_000));

describe('a device that asks after the booking', () => {
  it('gets the reminder already planned, worth showing until the start, once however often it asks', async () => {
    const t = await appOnStandIn();
    const b = await bookAs(t, TUESDAY_10);
    const device = bed.push.newDevice();
    const ask = () =>
      t.call('POST', `/api/appointments/${b.id}/push?t=${b.trackingToken}`, {
        body: { subscription: device.subscription },
      });
    expect((await ask()).status).toBe(201);
    expect((await ask()).status).toBe(201);
    // Monday 8:00 now; the reminder is due 24 hours before Tuesday 10:00.
    hoursLater(t, 2);
    await t.notifier.dispatchDue();
    expect(titled(device.id, 'Appointment reminder')).toEqual([
      expect.objectContaining({ ttl: 24 * 3600, payload: expect.objectContaining({ tag: `appointment-${b.id}` }) }),
    ]);
  });

  it('stops getting what was queued once it unsubscribes or the customer opts out of reminders', async () => {
    const t = await appOnStandIn();
    const b = await bookAs(t, TUESDAY_10);
    const other = await bookAs(t, { ...TUESDAY_10, date: '2026-03-11' });
    const device = bed.push.newDevice();
    const body = { subscription: device.subscription };
    for (const a of [b, other]) await t.call('POST', `/api/appointments/${a.id}/push?t=${a.trackingToken}`, { body });
    const endpoint = encodeURIComponent(device.subscription.endpoint);
    expect((await t.call('DELETE', `/api/push?endpoint=${endpoint}&appointment=${b.id}`)).status).toBe(204);
    const reminders = async () =>
      (await rowsOf(t)).filter((r) => r.channel === 'push' && r.kind === 'reminder').map((r) => r.status);
    expect((await reminders()).sort()).toEqual(['cancelled', 'queued']);
    // As the reminder mail's one-click unsubscribe does, for the booking's address.
    await optOutOfReminders(t.db, 'ana@example.com', t.clock.now());
    expect(await reminders()).toEqual(['cancelled', 'cancelled']);
  });

  it('is one of at most five devices for one appointment', async () => {
    const t = await appOnStandIn();
    const b = await bookAs(t, TUESDAY_10);
    const ask = () =>
      t.call('POST', `/api/appointments/${b.id}/push?t=${b.trackingToken}`, {
        body: { subscription: bed.push.newDevice().subscription },
      });
    for (let i = 0; i < 5; i += 1) expect((await ask()).status).toBe(201);
    expect((await ask()).body).toMatchObject({ code: 'conflict' });
  });
});

describe('a long endpoint', () => {
  it('of 600 characters (Windows makes them past 255) is kept and pushed to, on either database', async () => {
    const t = await appOnStandIn();
    const b = await bookAs(t, TUESDAY_10);
    const device = bed.push.newDevice();
    const endpoint = device.subscription.endpoint.replace('/push/', `/push/${'w'.repeat(600)}/`);
    const res = await t.call('POST', `/api/appointments/${b.id}/push?t=${b.trackingToken}`, {
      body: { subscription: { ...device.subscription, endpoint } },
    });
    expect(res.status).toBe(201);
    hoursLater(t, 2);
    await t.notifier.dispatchDue();
    expect(titled(device.id, 'Appointment reminder')).toHaveLength(1);
  });
});

describe('a waitlist offer', () => {
  it('reaches the devices that asked on the entry’s page, urgent, for as long as it holds; not those of another booking by that email', async () => {
    const t = await startApp({ env: { PUSH_ENDPOINTS: bed.push.origin, WAITLIST_OFFER_MINUTES: '30' } });
    const who = { name: 'Wai Ter', email: 'wait@example.com', phone: '(510) 555-0100' };
    // Anyone may book with someone's email: that booking's devices must not get their offers.
    const other = await bookAs(t, { date: '2026-03-11', contact_info: who });
    const stranger = bed.push.newDevice();
    await t.call('POST', `/api/appointments/${other.id}/push?t=${other.trackingToken}`, {
      body: { subscription: stranger.subscription },
    });
    const full = [];
    for (const [i, start] of ['09:00', '09:00', '10:00', '10:00', '11:00', '11:00'].entries())
      full.push(
        await bookAs(t, { date: '2026-03-10', start_time: start, contact_info: { ...who, email: `f${i}@x.io` } }),
      );
    const joined = await t.call('POST', '/api/waitlist', {
      body: { date: '2026-03-10', service_ids: [1], contact_info: who },
    });
    expect(joined.status).toBe(201);
    const phone = bed.push.newDevice();
    const entryPush = `/api/waitlist/${joined.body.entry.id}/push?t=${encodeURIComponent(joined.body.token)}`;
    expect(
      (await t.call('POST', entryPush.replace(/t=.*/, 't=wrong'), { body: { subscription: phone.subscription } }))
        .status,
    ).toBe(404);
    expect((await t.call('POST', entryPush, { body: { subscription: phone.subscription } })).status).toBe(201);

    await t.call('POST', `/api/appointments/${full[0]!.id}/cancel?t=${full[0]!.trackingToken}`, { body: {} });
    await t.runWaitlist();
    expect(titled(phone.id, 'A time opened')).toEqual([
      expect.objectContaining({
        ttl: 1800,
        urgency: 'high',
        payload: expect.objectContaining({ url: expect.stringMatching(/\/waitlist\/\d+\?t=/) }),
      }),
    ]);
    expect(titled(stranger.id, 'A time opened')).toEqual([]);
  });
});
