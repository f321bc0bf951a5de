import { describe, expect, it } from 'vitest';
import { boardGroupOf } from './day-board.ts';

describe('today board groups', () => {
  it.each([
    ['scheduled', null, 'expected'],
    ['confirmed', null, 'expected'],
    ['pending', null, 'expected'],
    ['confirmed', '2026-03-09T18:30:00.000Z', 'in_progress'],
    ['completed', '2026-03-09T18:30:00.000Z', 'ready'],
    ['completed', null, 'ready'],
    ['cancelled', '2026-03-09T18:30:00.000Z', null],
    ['admin_blocked', null, null],
  ] as const)(
    'when the status is %s and the estimate is %s, then the group is %s',
    (status, estimated_completion, group) => {
      expect(boardGroupOf({ status, estimated_completion })).toBe(group);
    },
  );
});
