import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, wizardBody, type TestApp } from '../test/test-app.ts';
import {
  cancelByLink,
  fillWaitlistDay,
  joinWaitlist,
  waiterContact as contact,
  WAITLIST_DAY as DAY,
  waitlistLinkOf as linkOf,
} from '../test/waitlist-helpers.ts';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp({ env: { WAITLIST_OFFER_MINUTES: '30' } });
});
afterEach(async () => {
  await t.stop();
});

const join = (i: number, over: Record<string, unknown> = {}) => joinWaitlist(t, i, over);
const fillDay = () => fillWaitlistDay(t);
const cancel = (b: { id: number; trackingToken: string }) => cancelByLink(t, b);
const offerMails = (i: number) => t.mailsTo(`w${i}@example.com`).filter((m) => m.subject.includes('A time opened'));
const claim = (l: { id: number; token: string }, start: string) =>
  t.call('POST', `/api/waitlist/${l.id}/claim?t=${encodeURIComponent(l.token)}`, { body: { start_time: start } });
const freeSlots = async () =>
  (await t.call('GET', `/api/appointments/available-slots?date=${DAY}&service_id=1&type=sameday`)).body.available_slots;
const minutesLater = (n: number) => t.clock.set(new Date(t.clock.now().getTime() + n * 60_000));

describe('joining', () => {
  it('when the day is full, then joining answers the place in line, once per email', async () => {
    await fillDay();
    const first = await join(1);
    expect(first.status).toBe(201);
    expect(first.body.entry.position).toBe(1);
    expect((await join(2)).body.entry.position).toBe(2);
    expect((await join(1, { contact_info: { ...contact(1), email: 'W1@Example.com' } })).body.code).toBe('conflict');
    const page = await t.call('GET', `/api/waitlist/${first.body.entry.id}?t=${first.body.token}`);
    expect(page.body.entry).toMatchObject({ status: 'waiting', position: 1, offer: null });
    expect((await t.call('GET', `/api/waitlist/${first.body.entry.id}?t=wrong`)).status).toBe(404);
  });

  it('when the day has a free time, a past day or one past the horizon, then joining is refused', async () => {
    expect((await join(1)).body.code).toBe('slots_available');
    expect((await join(1, { date: '2026-03-08' })).status).toBe(400);
    expect((await join(1, { date: '2026-12-31' })).status).toBe(400);
    // Drop-off places are their own kind: the same day still has them.
    await fillDay();
    expect((await join(1, { type: 'dropoff' })).body.code).toBe('slots_available');
  });

  it('when the booking limit is used up, then joining is refused like a booking', async () => {
    const limited = await startTestApp({ env: { BOOKINGS_PER_EMAIL_PER_DAY: '1' } });
    try {
      const body = (date: string) => ({ date, service_ids: [1], contact_info: contact(1) });
      // Monday's 9:00 is free until it passes: past 11:00 the day has no same-day time left.
      limited.clock.set('2026-03-09T19:30:00Z');
      expect((await limited.call('POST', '/api/waitlist', { body: body('2026-03-09') })).status).toBe(201);
      // The same address, another email: the address's one booking of the day is used.
      const again = await limited.call('POST', '/api/waitlist', {
        body: { ...body('2026-03-09'), contact_info: contact(2) },
      });
      expect(again.body.code).toBe('too_many_requests');
    } finally {
      await limited.stop();
    }
  });
});

describe('offers', () => {
  it('when a time frees, then the first in line gets it by mail, held from everyone else, and takes it', async () => {
    const booked = await fillDay();
    await join(1);
    await join(2);
    await cancel(booked[2]);
    await t.runWaitlist();
    expect(offerMails(1)).toHaveLength(1);
    expect(offerMails(2)).toHaveLength(0);
    expect(await freeSlots()).toEqual([]);
    const taken = await t.call('POST', '/api/appointments', {
      body: wizardBody({ date: DAY, start_time: '10:00', contact_info: contact(9) }),
    });
    expect(taken.body.code).toBe('slot_unavailable');

    const link = linkOf(offerMails(1)[0].text);
    const page = await t.call('GET', `/api/waitlist/${link.id}?t=${link.token}`);
    expect(page.body.entry.offer).toMatchObject({ start_time: '10:00', end_time: '11:00' });
    const got = await claim(link, '10:00');
    expect(got.status).toBe(201);
    expect(got.body.tracking_token).toEqual(expect.any(String));
    await t.runWaitlist();
    expect(t.mailsTo('w1@example.com').some((m) => m.subject.startsWith('Your appointment'))).toBe(true);
    expect((await claim(link, '10:00')).body.code).toBe('conflict');
    expect(offerMails(2)).toHaveLength(0);
  });

  it('when an offer runs out, then the next person gets it, and the first one gets 410', async () => {
    const booked = await fillDay();
    await join(1);
    await join(2);
    await cancel(booked[0]);
    await t.runWaitlist();
    minutesLater(31);
    // Ran out but not yet ended by the job: the claim is refused all the same.
    expect((await claim(linkOf(offerMails(1)[0].text), '09:00')).status).toBe(410);
    await t.runWaitlist();
    expect(offerMails(2)).toHaveLength(1);
    expect((await claim(linkOf(offerMails(1)[0].text), '09:00')).status).toBe(410);
    expect((await claim(linkOf(offerMails(2)[0].text), '09:00')).status).toBe(201);
  });

  it('when nobody else waits and the offer runs out, then the time is free for anyone', async () => {
    const booked = await fillDay();
    await join(1);
    await cancel(booked[4]);
    await t.runWaitlist();
    expect(await freeSlots()).toEqual([]);
    minutesLater(30);
    await t.runWaitlist();
    expect((await freeSlots()).map((s: { start_time: string }) => s.start_time)).toEqual(['11:00']);
  });

  it('when the person holding an offer leaves, then the time goes to the next at once', async () => {
    const booked = await fillDay();
    const first = await join(1);
    await join(2);
    await cancel(booked[0]);
    await t.runWaitlist();
    const left = await t.call('DELETE', `/api/waitlist/${first.body.entry.id}?t=${first.body.token}`);
    expect(left.status).toBe(200);
    await t.runWaitlist();
    expect(offerMails(2)).toHaveLength(1);
    const second = linkOf(offerMails(2)[0].text);
    expect((await t.call('GET', `/api/waitlist/${second.id}?t=${second.token}`)).body.entry.position).toBe(1);
  });

  it('when a staff delete or move frees a time, then it is offered too', async () => {
    const booked = await fillDay();
    await join(1);
    await join(2);
    const admin = await t.login();
    expect((await t.call('DELETE', `/api/admin/appointments/${booked[0].id}`, { token: admin })).status).toBe(200);
    await t.runWaitlist();
    expect(offerMails(1)).toHaveLength(1);
    const moved = await t.call('PUT', `/api/admin/appointments/${booked[5].id}`, {
      token: admin,
      body: { date: '2026-03-11', start_time: '13:00' },
    });
    expect(moved.status).toBe(200);
    await t.runWaitlist();
    expect(offerMails(2)).toHaveLength(1);
  });

  it('when the day is over, then its entries are dropped', async () => {
    await fillDay();
    const first = await join(1);
    t.clock.set('2026-03-11T16:00:00Z');
    await t.runWaitlist();
    const page = await t.call('GET', `/api/waitlist/${first.body.entry.id}?t=${first.body.token}`);
    expect(page.body.entry).toMatchObject({ status: 'dropped', position: null });
  });
});

describe('races', () => {
  it('when two tabs claim at once, then one booking is made', async () => {
    const booked = await fillDay();
    await join(1);
    await cancel(booked[0]);
    await t.runWaitlist();
    const link = linkOf(offerMails(1)[0].text);
    const answers = await Promise.all([claim(link, '09:00'), claim(link, '09:00')]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const [{ n }] = await t
      .db('appointments')
      .where({ date: DAY, start_time: '09:00' })
      .whereNotNull('bay')
      .count({ n: '*' });
    expect(Number(n)).toBe(2);
  });

  it('when a claim races a booking and the expiry, then never more cars than bays', async () => {
    const booked = await fillDay();
    await join(1);
    await cancel(booked[0]);
    await t.runWaitlist();
    const link = linkOf(offerMails(1)[0].text);
    minutesLater(30);
    const [claimed, other] = await Promise.all([
      claim(link, '09:00'),
      t.call('POST', '/api/appointments', {
        body: wizardBody({ date: DAY, start_time: '09:00', contact_info: contact(8) }),
      }),
      t.runWaitlist(),
    ]);
    expect(claimed.status).toBe(410);
    expect([201, 409]).toContain(other.status);
    const [{ n }] = await t
      .db('appointments')
      .where({ date: DAY, start_time: '09:00' })
      .whereNotNull('bay')
      .count({ n: '*' });
    expect(Number(n)).toBe(other.status === 201 ? 2 : 1);
    await t.runWaitlist();
    expect(await freeSlots()).toEqual(other.status === 201 ? [] : [expect.objectContaining({ start_time: '09:00' })]);
  });
});

describe('staff', () => {
  it('when people wait, then staff see the count per day, the list, and offer or remove by hand', async () => {
    const booked = await fillDay();
    const first = await join(1);
    const second = await join(2);
    const admin = await t.login();
    const counts = await t.call('GET', `/api/admin/waitlist/counts?from=2026-03-09&to=2026-03-15`, { token: admin });
    expect(counts.body.counts).toEqual({ [DAY]: 2 });
    expect((await t.call('GET', `/api/admin/waitlist/counts?from=2026-03-09&to=2026-03-15`)).status).toBe(401);
    const removed = await t.call('DELETE', `/api/admin/waitlist/${first.body.entry.id}`, { token: admin });
    expect(removed.status).toBe(200);
    const full = await t.call('POST', `/api/admin/waitlist/${second.body.entry.id}/offer`, {
      token: admin,
      body: { start_time: '09:00' },
    });
    expect(full.body.code).toBe('slot_unavailable');
    await t.call('DELETE', `/api/admin/appointments/${booked[0].id}`, { token: admin });
    await t.deps.waitlist.idle();
    const list = await t.call('GET', `/api/admin/waitlist?date=${DAY}`, { token: admin });
    expect(list.body.entries.map((e: { status: string }) => e.status)).toEqual(['removed', 'offered']);
  });
});
