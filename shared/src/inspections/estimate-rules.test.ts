import { describe, expect, it } from 'vitest';
import { keyForLabel } from './checklist.ts';
import { answerProblem, estimateTotals, lineTotalCents, withChoices, type PricedLine } from './estimate-rules.ts';

const line = (id: string, over: Partial<PricedLine> = {}): PricedLine => ({
  id,
  kind: 'fee',
  quantity: 1,
  unit_price_cents: 1000,
  decision: 'pending',
  ...over,
});

describe('estimate totals', () => {
  it('when labor is 1.5 hours at $120.00, then the line is $180.00 in cents', () => {
    expect(lineTotalCents({ quantity: 1.5, unit_price_cents: 12000 })).toBe(18000);
  });

  it('when a quantity times a price falls between cents, then it is rounded to the cent', () => {
    expect(lineTotalCents({ quantity: 0.333, unit_price_cents: 1000 })).toBe(333);
  });

  it('when tax is 10%, then only parts carry it, rounded once on their sum', () => {
    const lines = [
      line('labor', { kind: 'labor', quantity: 1.5, unit_price_cents: 12000 }),
      line('pads', { kind: 'part', quantity: 2, unit_price_cents: 4995 }),
      line('shop', { kind: 'fee', unit_price_cents: 1500 }),
    ];
    const t = estimateTotals(lines, 10);
    expect(t.tax_cents).toBe(999);
    expect(t.proposed_cents).toBe(18000 + 9990 + 1500 + 999);
    expect(t.approved_cents).toBe(0);
  });

  it('when the rate is 0, then there is no tax', () => {
    expect(estimateTotals([line('p', { kind: 'part' })], 0)).toMatchObject({ tax_cents: 0, proposed_cents: 1000 });
  });

  it('when two of three lines are approved, then approved and declined split the proposed total', () => {
    const lines = [
      line('a', { decision: 'approved', unit_price_cents: 18000 }),
      line('b', { decision: 'approved', kind: 'part', unit_price_cents: 8950 }),
      line('c', { decision: 'declined', unit_price_cents: 4000 }),
    ];
    const t = estimateTotals(lines, 0);
    expect(t).toMatchObject({ approved_cents: 26950, declined_cents: 4000, proposed_cents: 30950 });
  });

  it('when the customer has chosen some lines, then the live total counts those approved', () => {
    const lines = [line('a'), line('b'), line('c', { decision: 'declined' })];
    const chosen = withChoices(lines, { a: 'approved', c: 'approved' });
    expect(estimateTotals(chosen, 0).approved_cents).toBe(1000);
  });
});

describe('answer rules', () => {
  const lines = [line('a'), line('b'), line('c')];

  it('when every pending line is named once, then the answer is accepted', () => {
    expect(answerProblem(lines, { approved: ['a', 'b'], declined: ['c'] })).toBeNull();
  });

  it('when a line is left out, then it is refused as missing', () => {
    expect(answerProblem(lines, { approved: ['a'], declined: ['c'] })).toBe('missing_line');
  });

  it('when a line of another estimate is named, then it is refused as unknown', () => {
    expect(answerProblem(lines, { approved: ['a', 'b', 'zz'], declined: ['c'] })).toBe('unknown_line');
  });

  it('when a line is in both lists, then it is refused as a duplicate', () => {
    expect(answerProblem(lines, { approved: ['a', 'b', 'c'], declined: ['c'] })).toBe('duplicate_line');
  });

  it('when a line was answered before, then naming it again is refused as answered', () => {
    const later = [line('a', { decision: 'approved' }), line('d')];
    expect(answerProblem(later, { approved: ['a', 'd'], declined: [] })).toBe('already_answered');
    expect(answerProblem(later, { approved: ['d'], declined: [] })).toBeNull();
  });

  it('when nothing is pending, then any answer is a second answer', () => {
    expect(answerProblem([line('a', { decision: 'declined' })], { approved: [], declined: [] })).toBe(
      'already_answered',
    );
  });
});

describe('checklist keys', () => {
  it('when a label is added, then its key is made from it and kept unique', () => {
    expect(keyForLabel('Cabin filter', [])).toBe('cabin-filter');
    expect(keyForLabel('Tires!', ['tires'])).toBe('tires-2');
    expect(keyForLabel('???', [])).toBe('item');
  });
});
