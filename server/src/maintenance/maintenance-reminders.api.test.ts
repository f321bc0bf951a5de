import { describe, expect, it } from 'vitest';
import { unsubscribeUrl } from '../notifications/unsubscribe.ts';
import { adminTestApp } from '../test/test-app.ts';
import { carOf, carTokenOf, postReading, visitOf } from '../test/vehicle-helpers.ts';
import { remindersOf, remindersPass, setRules } from '../test/maintenance-helpers.ts';

/** 21:00 in Los Angeles on 26 August: the first day of the oil rule's window for a car first read on 9 March. */
const WINDOW_OPENS_AT_NIGHT = '2026-08-27T04:00:00Z';

describe('maintenance reminders', () => {
  const s = adminTestApp();
  const civic = async () => {
    await setRules(s.t, s.admin);
    const car = await carOf(s.t, 'ana@example.com', { year: '2019', make: 'Honda', model: 'Civic' });
    await postReading(s.t, s.admin, car.vehicleId, { value: 40_000, source: 'check_in' });
    return car;
  };

  it('when a car enters its remind window at night, then one reminder is planned for 09:00 and a second pass plans none', async () => {
    const car = await civic();
    await remindersPass(s.t, '2026-08-26T06:00:00Z');
    expect(await remindersOf(s.t, 'Civic')).toEqual([]);
    await remindersPass(s.t, WINDOW_OPENS_AT_NIGHT);
    await remindersPass(s.t, '2026-09-30T17:00:00Z');
    const planned = await remindersOf(s.t, 'Civic');
    expect(planned).toEqual([
      {
        recipient: 'ana@example.com',
        subject: 'Your 2019 Civic is due for an oil change (about 45,000 mi, around 9 September)',
        planned_at: '2026-08-27T16:00:00.000Z',
        status: expect.any(String),
      },
    ]);
    s.t.clock.set('2026-09-30T17:00:00Z');
    await s.t.notifier.dispatchDue();
    const mail = s.t.mailsTo('ana@example.com').find((m) => m.subject.includes('due for'))!;
    const token = await carTokenOf(s.t, car.vehicleId);
    expect(mail.text).toContain(`/schedule?vehicle=${car.vehicleId}&t=${token}&services=1`);
    expect(mail.headers?.['List-Unsubscribe']).toBeDefined();
  });

  it('when the customer stops reminders while one waits for the morning, then it is withdrawn and never sent', async () => {
    await civic();
    await remindersPass(s.t, WINDOW_OPENS_AT_NIGHT);
    expect(await remindersOf(s.t, 'Civic')).toMatchObject([{ status: 'queued' }]);
    const url = new URL(unsubscribeUrl('http://shop.test', s.t.config.jwtSecret, 'ana@example.com'));
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const done = await s.t.call('POST', url.pathname + url.search, {
      raw: 'List-Unsubscribe=One-Click',
      headers: form,
    });
    expect(done.status).toBe(200);
    expect(await remindersOf(s.t, 'Civic')).toMatchObject([{ status: 'cancelled' }]);
    s.t.clock.set('2026-08-27T17:00:00Z');
    await s.t.notifier.dispatchDue();
    expect(s.t.mailsTo('ana@example.com').filter((m) => m.subject.includes('due for'))).toEqual([]);
  });

  it('when a visit with the service is completed, then the next cycle counts from it and is reminded once more', async () => {
    const car = await civic();
    await remindersPass(s.t, WINDOW_OPENS_AT_NIGHT);
    s.t.clock.set('2026-08-28T15:00:00Z');
    const visit = await visitOf(s.t, car, { date: '2026-08-28' });
    const done = await s.t.call('PUT', `/api/admin/appointments/${visit.id}/status`, {
      token: await s.t.login(),
      body: { status: 'completed', odometer: 44_000 },
    });
    expect(done.status).toBe(200);
    await remindersPass(s.t, '2026-08-29T17:00:00Z');
    expect(await remindersOf(s.t, 'Civic')).toHaveLength(1);
    await remindersPass(s.t, '2027-02-13T17:00:00Z');
    expect(await remindersOf(s.t, 'Civic')).toHaveLength(1);
    await remindersPass(s.t, '2027-02-14T17:00:00Z');
    const planned = await remindersOf(s.t, 'Civic');
    expect(planned).toHaveLength(2);
    expect(planned[1]!.subject).toBe('Your 2019 Civic is due for an oil change (about 49,000 mi, around 28 February)');
  });

  it.each([
    [
      'a coming visit already has the service',
      async (car: { vehicleId: number; customerId: number }) => {
        s.t.clock.set('2026-08-26T15:00:00Z');
        await visitOf(s.t, car, { date: '2026-08-31' });
      },
    ],
    [
      'the car is archived',
      async (car: { vehicleId: number }) => s.t.db('vehicles').where({ id: car.vehicleId }).update({ archived: true }),
    ],
    [
      'the customer opted out of reminders',
      async () => s.t.db('reminder_opt_outs').insert({ email: 'ana@example.com', created_at: '2026-03-09T15:00:00Z' }),
    ],
  ])('when %s, then no reminder is planned', async (_what, arrange) => {
    const car = await civic();
    await arrange(car);
    await remindersPass(s.t, WINDOW_OPENS_AT_NIGHT);
    expect(await remindersOf(s.t, 'Civic')).toEqual([]);
  });
});
