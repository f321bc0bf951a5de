import { describe, expect, it } from 'vitest';
import { recommendationMessages as m } from './messages.ts';

describe('recommendationMessages', () => {
  it('when the dashboard card is written, then money reads in whole dollars with thousands separators', () => {
    expect(m.staff.card(431_000, 98_049)).toBe('Declined work: $4,310 open, $980 recovered this month');
    expect(m.staff.card(0, 0)).toBe('Declined work: $0 open, $0 recovered this month');
  });

  it('when a line came from an inspection item, then its condition says the judgement and the note', () => {
    expect(m.condition('urgent', 'Pads at 2 mm')).toBe('Urgent: Pads at 2 mm');
    expect(m.condition('soon', '')).toBe('Soon');
    expect(m.condition(null, '')).toBeNull();
  });

  it('when the subject and the inspection banner are written, then they say "still recommended" and the count from the day', () => {
    expect(m.mailSubject('Main St Auto', '2019 Honda Civic')).toContain('still recommended');
    expect(m.staff.fromVisit(2, '2026-03-03')).toBe('2 open recommendations from Mar 03, 2026');
    expect(m.staff.fromVisit(1, '2026-03-03')).toBe('1 open recommendation from Mar 03, 2026');
  });
});
