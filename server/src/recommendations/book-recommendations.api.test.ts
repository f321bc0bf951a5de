import { carTokenOf } from '../test/vehicle-helpers.ts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FOLLOWUP } from '@shop/shared/maintenance/maintenance.schema';
import { bookAs } from '../test/booking-helpers.ts';
import { declinedEstimate, followupMails } from '../test/recommendation-helpers.ts';
import { adminTestApp, type TestApp } from '../test/test-app.ts';
import { runFollowups } from './followup-pass.ts';

const s = adminTestApp();
const DAY = 86_400_000;

/** Book these: a later visit whose body carries the chosen lines and a car's token. */
const bookThese = (t: TestApp, ids: number[], token: string) =>
  bookAs(t, {
    date: '2026-03-11',
    start_time: '10:00',
    end_time: '11:00',
    recommendation_ids: ids,
    vehicle_token: token,
  });

const statuses = async (t: TestApp) =>
  (await t.db('recommendations').orderBy('id').select('status')).map((r: { status: string }) => r.status);

/** Every follow-up step of the next 90 days, run in turn; answers how many messages were planned. */
async function allFollowups(t: TestApp): Promise<number> {
  const declined = new Date((await t.db('recommendations').first('declined_at')).declined_at);
  let planned = 0;
  for (const day of [2, 7, 14, 60, 90]) {
    t.clock.set(new Date(declined.getTime() + day * DAY));
    planned += await runFollowups(t.deps, DEFAULT_FOLLOWUP);
  }
  await t.notifier.dispatchDue();
  return planned;
}

describe('Book these', () => {
  it("when the booking carries the car's token and its open lines, then they are booked and no follow-up names them", async () => {
    const { t, admin } = s;
    const e = await declinedEstimate(t, admin);
    const ids = (await t.db('recommendations').orderBy('id').select('id')).map((r: { id: number }) => Number(r.id));
    await bookThese(t, ids, e.carToken);
    expect(await statuses(t)).toEqual(['booked', 'booked']);
    expect(await allFollowups(t)).toBe(0);
    expect(followupMails(t)).toEqual([]);
  });

  it('when only some lines are booked, then the follow-ups name the others alone', async () => {
    const { t, admin } = s;
    const e = await declinedEstimate(t, admin);
    const pads = Number((await t.db('recommendations').orderBy('id').first('id')).id);
    await bookThese(t, [pads], e.carToken);
    expect(await statuses(t)).toEqual(['booked', 'open']);
    expect(await allFollowups(t)).toBeGreaterThan(0);
    const texts = followupMails(t).map((m) => m.text);
    expect(texts.some((x) => x.includes('Wiper blades fitting'))).toBe(true);
    expect(texts.some((x) => x.includes('Brake pads'))).toBe(false);
  });

  it("when the token is wrong or is another car's, then the booking goes through and no line changes", async () => {
    const { t, admin } = s;
    const e = await declinedEstimate(t, admin);
    const ids = (await t.db('recommendations').orderBy('id').select('id')).map((r: { id: number }) => Number(r.id));
    const wrong = await bookThese(t, ids, 'not-the-token');
    const other = await bookAs(t, {
      date: '2026-03-12',
      start_time: '10:00',
      end_time: '11:00',
      vehicle_info: { make: 'Ford', model: 'Focus', year: '2015', vin: null, license: '9XYZ987' },
      contact_info: { name: 'Bo Other', email: 'bo@example.com', phone: '(510) 555-0199' },
    });
    const otherCar = Number((await t.db('vehicles').whereNot({ id: e.vehicleId }).first('id')).id);
    const viaOtherCar = await bookThese(t, ids, await carTokenOf(t, otherCar));
    for (const b of [wrong, other, viaOtherCar]) expect(b.id).toBeGreaterThan(0);
    expect(await statuses(t)).toEqual(['open', 'open']);
  });

  it('when one id is not an open line of the car, then none is booked', async () => {
    const { t, admin } = s;
    const e = await declinedEstimate(t, admin);
    const ids = (await t.db('recommendations').orderBy('id').select('id')).map((r: { id: number }) => Number(r.id));
    await t.call('POST', `/api/recommendations/answer?vehicle=${e.vehicleId}&t=${e.carToken}`, {
      body: { ids: [ids[1]], action: 'done_elsewhere' },
    });
    await bookThese(t, ids, e.carToken);
    await bookAs(t, {
      date: '2026-03-12',
      start_time: '10:00',
      end_time: '11:00',
      recommendation_ids: [ids[0]!, 999_999],
      vehicle_token: e.carToken,
    });
    expect(await statuses(t)).toEqual(['open', 'done_elsewhere']);
  });
});
