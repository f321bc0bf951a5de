import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, wizardBody, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.stop();
});

const starts = (res: { body: { available_slots: { start_time: string }[] } }) =>
  res.body.available_slots.map((s) => s.start_time);

describe('availability', () => {
  it('when asking for hourly slots, then 9:00-17:00 come back for an open day', async () => {
    const res = await t.call('GET', '/api/appointments/available-slots?date=2026-03-10&service_id=1');
    expect(res.status).toBe(200);
    expect(starts(res)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
  });

  it('when asking with type=sameday or dropoff, then the spec windows apply, also at the alias path', async () => {
    expect(starts(await t.call('GET', '/api/appointments/available-slots?date=2026-03-10&type=sameday'))).toEqual([
      '09:00',
      '10:00',
      '11:00',
    ]);
    expect(starts(await t.call('GET', '/api/appointments/available-slots?date=2026-03-10&type=dropoff'))).toHaveLength(
      16,
    );
    expect(starts(await t.call('GET', '/available-slots?date=2026-03-10T07:00:00.000Z'))).toHaveLength(9);
  });

  it('when the day is a weekend or already over, then nothing is offered', async () => {
    expect(starts(await t.call('GET', '/api/appointments/available-slots?date=2026-03-08'))).toEqual([]);
    expect(starts(await t.call('GET', '/api/appointments/available-slots?date=2026-03-06'))).toEqual([]);
  });

  it('when DST has just begun, then "now" follows PDT (8:00 local leaves the 9:00 slot open)', async () => {
    expect(starts(await t.call('GET', '/api/appointments/available-slots?date=2026-03-09'))[0]).toBe('09:00');
    t.clock.set('2026-03-09T16:30:00Z'); // 9:30 PDT
    expect(starts(await t.call('GET', '/api/appointments/available-slots?date=2026-03-09'))[0]).toBe('10:00');
  });

  it('when DST has just ended (2026-11-02), then 9:00 PST is 17:00Z', async () => {
    t.clock.set('2026-11-02T16:30:00Z'); // 8:30 PST
    expect(starts(await t.call('GET', '/api/appointments/available-slots?date=2026-11-02'))[0]).toBe('09:00');
    t.clock.set('2026-11-02T17:00:00Z'); // 9:00 PST exactly
    expect(starts(await t.call('GET', '/api/appointments/available-slots?date=2026-11-02'))[0]).toBe('10:00');
  });

  it('when a day and its month were read the moment before the last slot starts, then a read at its start sees it gone', async () => {
    const month = '/api/appointments/available-dates?month=2026-11&type=sameday&service_ids=1';
    const day = '/api/appointments/available-slots?date=2026-11-02&type=sameday';
    t.clock.set('2026-11-02T18:59:59.999Z'); // 10:59:59.999 PST: 11:00 is still ahead
    expect(starts(await t.call('GET', day))).toEqual(['11:00']);
    expect((await t.call('GET', month)).body['11/02/26'].has_slots).toBe(true);
    t.clock.set('2026-11-02T19:00:00.000Z'); // 11:00 PST: a new minute, so what was kept at 10:59 is not served
    expect(starts(await t.call('GET', day))).toEqual([]);
    expect((await t.call('GET', month)).body['11/02/26'].has_slots).toBe(false);
  });

  it('when the same month is read again within a minute, then it is answered from memory until a hold or booking is written', async () => {
    const month = '/api/appointments/available-dates?month=2026-03&type=sameday&service_ids=1';
    let statements = 0;
    t.db.on('query', () => (statements += 1));
    const first = (await t.call('GET', month)).body;
    statements = 0;
    expect((await t.call('GET', month)).body).toEqual(first);
    expect(statements).toBe(0);
    await t.db('waitlist_holds').where({ id: -1 }).update({ status: 'expired' });
    statements = 0;
    expect((await t.call('GET', month)).body).toEqual(first);
    expect(statements).toBeGreaterThan(0);
  });

  it('when a month is asked for, then days are keyed MM/dd/yy with has_slots and booked hours', async () => {
    await t.call('POST', '/api/appointments', { body: wizardBody({ date: '2026-03-10', start_time: '09:00' }) });
    const res = await t.call('GET', '/api/appointments/available-dates?month=2026-03&type=sameday&service_ids=1');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toHaveLength(31);
    expect(res.body['03/08/26'].has_slots).toBe(false);
    expect(res.body['03/06/26'].has_slots).toBe(false);
    expect(res.body['03/10/26']).toEqual({ has_slots: true, scheduled: [{ start: '09:00', end: '10:00' }] });
  });

  it('when availability was read and then a booking or a cancel happens, then the next read sees it', async () => {
    const url = '/api/appointments/available-slots?date=2026-03-10&type=sameday';
    expect(starts(await t.call('GET', url))).toContain('09:00');
    const made = [];
    for (const i of [1, 2]) {
      made.push(
        (
          await t.call('POST', '/api/appointments', {
            body: wizardBody({
              date: '2026-03-10',
              start_time: '09:00',
              contact_info: { name: `C ${i}`, email: `c${i}@x.io`, phone: '5105550100' },
            }),
          })
        ).body.appointment,
      );
    }
    expect(starts(await t.call('GET', url))).not.toContain('09:00');
    expect(
      (await t.call('GET', '/api/appointments/available-dates?month=2026-03&type=sameday')).body['03/10/26'].scheduled,
    ).toEqual([{ start: '09:00', end: '10:00' }]);
    const admin = await t.login();
    await t.call('PUT', `/api/admin/appointments/${made[0].id}/status`, {
      token: admin,
      body: { status: 'cancelled' },
    });
    expect(starts(await t.call('GET', url))).toContain('09:00');
  });

  it('when the query is malformed, then 400 invalid_request', async () => {
    const bad = await t.call('GET', '/api/appointments/available-dates?month=2026-13');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('invalid_request');
    expect((await t.call('GET', '/api/appointments/available-slots?date=soon')).status).toBe(400);
  });
});
