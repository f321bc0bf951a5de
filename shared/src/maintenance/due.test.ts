import { describe, expect, it } from 'vitest';
import { addMonths, dueState, type DueInput } from './due.ts';

const oil = { every_miles: 5000, every_months: 6, remind_miles_before: 500, remind_days_before: 14 };
const at = (over: Partial<DueInput>): DueInput => ({
  rule: oil,
  anchor: { date: '2026-01-10', miles: 50_000 },
  today: '2026-02-01',
  projected: 51_000,
  perDay: 0,
  ...over,
});

describe('addMonths', () => {
  it('when the day exists in the later month, then it keeps the day', () => {
    expect(addMonths('2026-01-10', 6)).toBe('2026-07-10');
  });
  it('when the month is shorter, then it falls on its last day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
  });
  it('when months cross a year, then the year moves', () => {
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2026-12-01', 12)).toBe('2027-12-01');
  });
});

describe('dueState by date', () => {
  const noMiles = { ...oil, every_miles: null };
  it('when the day before the remind window, then ok', () => {
    expect(dueState(at({ rule: noMiles, today: '2026-06-25' })).status).toBe('ok');
  });
  it('when exactly the first day of the remind window, then soon', () => {
    expect(dueState(at({ rule: noMiles, today: '2026-06-26' })).status).toBe('soon');
  });
  it('when the day before the due date, then soon', () => {
    expect(dueState(at({ rule: noMiles, today: '2026-07-09' })).status).toBe('soon');
  });
  it('when exactly the due date, then due and the date is six months on', () => {
    expect(dueState(at({ rule: noMiles, today: '2026-07-10' }))).toEqual({
      due_date: '2026-07-10',
      due_miles: null,
      projected_miles: 51_000,
      status: 'due',
    });
  });
  it('when one day short of a further window, then still due', () => {
    expect(dueState(at({ rule: noMiles, today: '2026-07-23' })).status).toBe('due');
  });
  it('when a further remind window has passed, then overdue', () => {
    expect(dueState(at({ rule: noMiles, today: '2026-07-24' })).status).toBe('overdue');
  });
  it('when the rule has no window, then the due day is due and the next one overdue', () => {
    const bare = { ...noMiles, remind_days_before: 0 };
    expect(dueState(at({ rule: bare, today: '2026-07-09' })).status).toBe('ok');
    expect(dueState(at({ rule: bare, today: '2026-07-10' })).status).toBe('due');
    expect(dueState(at({ rule: bare, today: '2026-07-11' })).status).toBe('overdue');
  });
  it('when anchored on 31 August, then it comes due on the last day of February', () => {
    expect(dueState(at({ rule: noMiles, anchor: { date: '2026-08-31', miles: null } })).due_date).toBe('2027-02-28');
  });
});

describe('dueState by miles', () => {
  const noMonths = { ...oil, every_months: null };
  it('when one mile short of the window, then ok', () => {
    expect(dueState(at({ rule: noMonths, projected: 54_499 })).status).toBe('ok');
  });
  it('when exactly at the window, then soon', () => {
    expect(dueState(at({ rule: noMonths, projected: 54_500 })).status).toBe('soon');
  });
  it('when exactly at the due mile, then due', () => {
    expect(dueState(at({ rule: noMonths, projected: 55_000 })).status).toBe('due');
  });
  it('when a further window past the due mile, then overdue', () => {
    expect(dueState(at({ rule: noMonths, projected: 55_499 })).status).toBe('due');
    expect(dueState(at({ rule: noMonths, projected: 55_500 })).status).toBe('overdue');
  });
  it('when the car goes 40 a day, then the due date is the day the line reaches the miles', () => {
    // 4,000 miles to go at 40 a day: 100 days after 1 February.
    expect(dueState(at({ rule: noMonths, perDay: 40 })).due_date).toBe('2026-05-12');
  });
  it('when the car is past the miles, then the due date is the day it passed them', () => {
    expect(dueState(at({ rule: noMonths, projected: 55_400, perDay: 40 })).due_date).toBe('2026-01-22');
  });
  it('when nothing was ever read, then miles cannot tell and only months count', () => {
    const s = dueState(at({ anchor: { date: '2026-01-10', miles: null }, projected: null, perDay: 30 }));
    expect(s).toEqual({ due_date: '2026-07-10', due_miles: null, projected_miles: null, status: 'ok' });
  });
  it('when a miles-only rule has no reading, then it stays ok with no date', () => {
    const s = dueState(at({ rule: noMonths, anchor: { date: '2026-01-10', miles: null }, projected: null }));
    expect(s).toEqual({ due_date: null, due_miles: null, projected_miles: null, status: 'ok' });
  });
});

describe('dueState, whichever comes first', () => {
  it('when the miles come due before the months, then miles decide status and date', () => {
    const s = dueState(at({ projected: 55_100, perDay: 50 }));
    expect(s.status).toBe('due');
    expect(s.due_date).toBe('2026-01-30');
  });
  it('when the months come due before the miles, then months decide', () => {
    const s = dueState(at({ today: '2026-07-10', projected: 51_500, perDay: 3 }));
    expect(s.status).toBe('due');
    expect(s.due_date).toBe('2026-07-10');
  });
  it('when a later reading is high, then the due miles still count from the anchor visit', () => {
    // The anchor is the visit at 50,000; a reading of 54,600 since does not move the due mile.
    const s = dueState(at({ projected: 54_600 }));
    expect(s.due_miles).toBe(55_000);
    expect(s.status).toBe('soon');
  });
});
