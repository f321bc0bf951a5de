import { describe, expect, it } from 'vitest';
import { keptAnswers } from './kept-answers.ts';

describe('keptAnswers', () => {
  it('works out each key once, null answers included, and forgets all when the limit is reached', () => {
    const asked: string[] = [];
    const read = keptAnswers(
      2,
      (s: string) => s,
      (s: string) => {
        asked.push(s);
        return s === 'none' ? null : s.length;
      },
    );
    expect([read('ab'), read('ab'), read('none'), read('none')]).toEqual([2, 2, null, null]);
    expect(asked).toEqual(['ab', 'none']);
    expect(read('abc')).toBe(3);
    expect(read('ab')).toBe(2);
    expect(asked).toEqual(['ab', 'none', 'abc', 'ab']);
  });
});
