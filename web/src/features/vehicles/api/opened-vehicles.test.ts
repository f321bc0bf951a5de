import { describe, expect, it } from 'vitest';
import { offlineVehicleIds, stillKept, withOpened } from './opened-vehicles.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 27, 10);

describe('cars kept for offline', () => {
  it('when a car is opened again, then it is listed once, first, at the new time', () => {
    const list = withOpened(
      [
        { id: 1, at: now - DAY },
        { id: 2, at: now - 2 * DAY },
      ],
      2,
      now,
    );
    expect(list).toEqual([
      { id: 2, at: now },
      { id: 1, at: now - DAY },
    ]);
  });

  it('when a car was opened 30 days ago, then it is kept; a day more, then it is dropped', () => {
    const list = [
      { id: 1, at: now - 30 * DAY },
      { id: 2, at: now - 31 * DAY },
    ];
    expect(stillKept(list, now).map((o) => o.id)).toEqual([1]);
  });

  it('when cars are on the board and opened lately, then each is kept once; a board car without a record is not', () => {
    const ids = offlineVehicleIds(
      [5, null, 7, 5, undefined],
      [
        { id: 7, at: now },
        { id: 9, at: now - 40 * DAY },
      ],
      now,
    );
    expect(ids).toEqual([5, 7]);
  });
});
