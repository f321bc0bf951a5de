import { describe, expect, it } from 'vitest';
import { cancellationTerms, feeReferenceAfterMove } from './cancellation.ts';

const H = 3_600_000;
const at = (iso: string) => new Date(iso);
/** Tuesday 10:00 in Los Angeles, and a later start it was moved to. */
const original = at('2026-03-10T17:00:00Z');
const moved = at('2026-03-13T16:00:00Z');

describe('the late-cancellation fee', () => {
  it('is due within 24 hours of the start, and free before', () => {
    expect(cancellationTerms(3999, original, new Date(original.getTime() - 24 * H - 1))).toMatchObject({ free: true });
    expect(cancellationTerms(3999, original, new Date(original.getTime() - 24 * H))).toMatchObject({
      free: false,
      feeCents: 800,
      heldUntil: null,
    });
  });

  it('when an earlier start holds it, then it is due until 24 hours after that start, however far the new one is', () => {
    const justBefore = new Date(original.getTime() + 24 * H - 1);
    expect(cancellationTerms(3999, moved, justBefore, original)).toEqual({
      free: false,
      feeCents: 800,
      lateFeeCents: 800,
      heldUntil: new Date(original.getTime() + 24 * H),
    });
    expect(cancellationTerms(3999, moved, new Date(original.getTime() + 24 * H), original)).toMatchObject({
      free: true,
      heldUntil: null,
    });
  });
});

describe('the fee reference a move leaves', () => {
  it('is the start when the move is inside its fee window, and none before it', () => {
    expect(feeReferenceAfterMove(original, null, new Date(original.getTime() - 23 * H))).toEqual(original);
    expect(feeReferenceAfterMove(original, null, new Date(original.getTime() - 25 * H))).toBeNull();
  });

  it('keeps a reference that still holds, so moving again does not push the fee away', () => {
    const now = new Date(original.getTime() - 22 * H);
    expect(feeReferenceAfterMove(moved, original, now)).toEqual(original);
    expect(feeReferenceAfterMove(moved, original, new Date(original.getTime() + 24 * H))).toBeNull();
  });
});
