import { describe, expect, it } from 'vitest';
import type { EstimateLine } from './inspection.schema.ts';
import { keptChoices, linesRevised, reviseLines, termsOf } from './estimate-revision.ts';

const line = (id: string, unit_price_cents: number, extra: Partial<EstimateLine> = {}): EstimateLine => ({
  id,
  item_key: null,
  kind: 'labor',
  description: `Line ${id}`,
  quantity: 1,
  unit_price_cents,
  total_cents: unit_price_cents,
  decision: 'pending',
  ...extra,
});

describe('reviseLines', () => {
  it('when a price changed, a line was added and one removed, then each is marked and the rest are the same', () => {
    const before = [line('a', 12000), line('b', 5000), line('c', 900)];
    const now = [line('a', 48000), line('b', 5000), line('d', 300)];
    const marks = reviseLines(before, now).map((r) => [r.line.id, r.change]);
    expect(marks).toEqual([
      ['a', 'changed'],
      ['b', 'same'],
      ['d', 'added'],
      ['c', 'removed'],
    ]);
    const changed = reviseLines(before, now)[0];
    expect(changed.change === 'changed' && changed.was.total_cents).toBe(12000);
  });

  it('when only the description or the quantity changed, then the line is changed', () => {
    const renamed = reviseLines([line('a', 100)], [line('a', 100, { description: 'Other' })]);
    const more = reviseLines([line('a', 100)], [line('a', 100, { quantity: 2, total_cents: 200 })]);
    expect([renamed[0].change, more[0].change]).toEqual(['changed', 'changed']);
  });

  it('when only the decision changed, then the line is the same', () => {
    expect(reviseLines([line('a', 100)], [line('a', 100, { decision: 'approved' })])[0].change).toBe('same');
  });
});

describe('keptChoices', () => {
  it('when a line was removed or already answered, then its choice is dropped and the others kept', () => {
    const now = [line('a', 48000), line('b', 100, { decision: 'approved' }), line('d', 300)];
    const kept = keptChoices({ a: 'approved', b: 'declined', c: 'approved' } as const, now);
    expect(kept).toEqual({ a: 'approved' });
  });
});

describe('linesRevised', () => {
  const read = [line('a', 12000), line('b', 5000)].map(termsOf);

  it('when the lines are those she read (in any order, answered or not), then they are not revised', () => {
    expect(linesRevised(read, [line('b', 5000, { decision: 'approved' }), line('a', 12000)])).toBe(false);
  });

  it('when a line was repriced, renamed, added or removed, then they are revised', () => {
    expect(linesRevised(read, [line('a', 48000), line('b', 5000)])).toBe(true);
    expect(linesRevised(read, [line('a', 12000), line('b', 5000, { description: 'Other' })])).toBe(true);
    expect(linesRevised(read, [line('a', 12000), line('b', 5000), line('c', 1)])).toBe(true);
    expect(linesRevised(read, [line('a', 12000)])).toBe(true);
    expect(linesRevised(read, [line('a', 12000), line('c', 5000, { description: 'Line b' })])).toBe(true);
  });
});
