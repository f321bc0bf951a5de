import { describe, expect, it } from 'vitest';
import { carDue, type CarFacts } from './car-due.ts';

const rate = { timeZone: 'America/Los_Angeles', milesPerDay: 30 };
const oil = {
  id: 7,
  service_id: 1,
  every_miles: 5000,
  every_months: 6,
  remind_miles_before: 500,
  remind_days_before: 14,
};
const car = (over: Partial<CarFacts>): CarFacts => ({
  created_at: '2026-01-05T18:00:00Z',
  unit: 'mi',
  readings: [],
  visits: [],
  ...over,
});
const noon = (date: string) => new Date(`${date}T20:00:00Z`);

describe('carDue', () => {
  it('when the car has no reading and no visit, then it counts from the day it was recorded', () => {
    const [d] = carDue([oil], car({}), noon('2026-06-25'), rate);
    expect(d).toMatchObject({
      rule_id: 7,
      due_date: '2026-07-05',
      due_miles: null,
      status: 'soon',
      anchor_appointment_id: 0,
    });
  });
  it("when the car has one reading, then it counts from it at the shop's miles a day", () => {
    const readings = [{ value: 40_000, recorded_at: '2026-01-10T18:00:00Z' }];
    const [d] = carDue([oil], car({ readings }), noon('2026-02-09'), rate);
    // 30 days at 30 a day: 40,900; due at 45,000, about 137 days on.
    expect(d).toMatchObject({ due_miles: 45_000, projected_miles: 40_900, status: 'ok', due_date: '2026-06-26' });
  });
  it('when a visit with the service was completed, then it re-anchors on its day and its reading, not a later one', () => {
    const readings = [
      { value: 40_000, recorded_at: '2026-01-10T18:00:00Z' },
      { value: 44_000, recorded_at: '2026-03-01T18:00:00Z', appointment_id: 12 },
      { value: 45_000, recorded_at: '2026-03-20T18:00:00Z' },
    ];
    const visits = [{ appointment_id: 12, date: '2026-03-01', service_ids: [1, 3] }];
    const [d] = carDue([oil], car({ readings, visits }), noon('2026-03-21'), rate);
    expect(d).toMatchObject({ due_miles: 49_000, anchor_appointment_id: 12, status: 'ok' });
  });
  it('when the completed visit did not include the service, then it does not re-anchor', () => {
    const readings = [{ value: 40_000, recorded_at: '2026-01-10T18:00:00Z' }];
    const visits = [{ appointment_id: 12, date: '2026-03-01', service_ids: [3] }];
    const [d] = carDue([oil], car({ readings, visits }), noon('2026-03-21'), rate);
    expect(d).toMatchObject({ due_miles: 45_000, anchor_appointment_id: 0 });
  });
  it('when the visit has no reading of its own, then the readings up to that day tell its miles', () => {
    const readings = [
      { value: 40_000, recorded_at: '2026-01-10T18:00:00Z' },
      { value: 41_000, recorded_at: '2026-02-09T18:00:00Z' },
      { value: 60_000, recorded_at: '2026-03-20T18:00:00Z' },
    ];
    const visits = [{ appointment_id: 12, date: '2026-02-19', service_ids: [1] }];
    const [d] = carDue([oil], car({ readings, visits }), noon('2026-03-21'), rate);
    // 1,000 miles in 30 days, 10 days on: 41,333; the later 60,000 is not used.
    expect(d!.due_miles).toBe(46_333);
  });
});
