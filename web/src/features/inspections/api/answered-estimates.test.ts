import { describe, expect, it } from 'vitest';
import { answeredAmong } from './answered-estimates.ts';

describe('answeredAmong', () => {
  it('when estimates leave the waiting list, then only those their customer answered are announced', async () => {
    const status = { 1: 'answered', 2: 'draft', 3: null, 4: 'answered' } as const;
    const read = async (id: number) => {
      if (id === 4) throw new Error('offline');
      const s = status[id as 1 | 2 | 3];
      return s === null ? null : { status: s };
    };
    // 2 was reopened by staff, 3 is gone with its appointment, 4 cannot be read now.
    expect(await answeredAmong([1, 2, 3, 4], read)).toEqual([1]);
  });
});
