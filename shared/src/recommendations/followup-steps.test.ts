import { describe, expect, it } from 'vitest';
import { DEFAULT_FOLLOWUP } from '../maintenance/maintenance.schema.ts';
import { dueStep, followupsDue, type FollowupCandidate } from './followup-steps.ts';

const DECLINED = '2026-03-02T18:00:00.000Z';
const dayAfter = (days: number, extraMs = 0) => new Date(Date.parse(DECLINED) + days * 86_400_000 + extraMs);
const urgent = (over: Partial<FollowupCandidate> = {}): FollowupCandidate => ({
  id: 1,
  vehicle_id: 10,
  urgent: true,
  declined_at: DECLINED,
  messages_sent: 0,
  planned_steps: [],
  ...over,
});

describe('dueStep', () => {
  it('when the first day has not quite come, then nothing is due', () => {
    expect(dueStep(urgent(), DEFAULT_FOLLOWUP, dayAfter(2, -1))).toBeNull();
  });

  it('when day 2 comes for an urgent line, then its first step is due', () => {
    expect(dueStep(urgent(), DEFAULT_FOLLOWUP, dayAfter(2))).toBe(0);
  });

  it('when the first step was planned, then it is not due again before day 7', () => {
    expect(dueStep(urgent({ planned_steps: [0], messages_sent: 1 }), DEFAULT_FOLLOWUP, dayAfter(6))).toBeNull();
    expect(dueStep(urgent({ planned_steps: [0], messages_sent: 1 }), DEFAULT_FOLLOWUP, dayAfter(7))).toBe(1);
  });

  it('when no server ran from day 2 until day 8, then only the day 7 step goes', () => {
    expect(dueStep(urgent(), DEFAULT_FOLLOWUP, dayAfter(8))).toBe(1);
    expect(dueStep(urgent({ planned_steps: [1], messages_sent: 1 }), DEFAULT_FOLLOWUP, dayAfter(30))).toBeNull();
  });

  it('when a line is not urgent, then the soon days apply', () => {
    expect(dueStep(urgent({ urgent: false }), DEFAULT_FOLLOWUP, dayAfter(7))).toBeNull();
    expect(dueStep(urgent({ urgent: false }), DEFAULT_FOLLOWUP, dayAfter(14))).toBe(0);
    expect(dueStep(urgent({ urgent: false }), DEFAULT_FOLLOWUP, dayAfter(60))).toBe(1);
  });

  it('when max_messages went already, then no further step is due', () => {
    const followup = { urgent_days: [2, 7, 20], soon_days: [14], max_messages: 2 };
    expect(dueStep(urgent({ planned_steps: [0, 1], messages_sent: 2 }), followup, dayAfter(20))).toBeNull();
    expect(dueStep(urgent({ planned_steps: [0], messages_sent: 1 }), followup, dayAfter(20))).toBe(2);
  });

  it('when the shop follows up on no days, then nothing is ever due', () => {
    expect(dueStep(urgent(), { ...DEFAULT_FOLLOWUP, urgent_days: [] }, dayAfter(400))).toBeNull();
  });
});

describe('followupsDue', () => {
  it('when two lines of a car are due and a third is not, then one message names only the two', () => {
    const now = dayAfter(14);
    const due = followupsDue(
      [
        urgent({ id: 1 }),
        urgent({ id: 2, urgent: false }),
        urgent({ id: 3, urgent: false, declined_at: dayAfter(1).toISOString() }),
        urgent({ id: 4, vehicle_id: 11, planned_steps: [1], messages_sent: 2 }),
      ],
      DEFAULT_FOLLOWUP,
      now,
    );
    expect(due).toEqual([
      {
        vehicle_id: 10,
        steps: [
          { id: 1, step: 1 },
          { id: 2, step: 0 },
        ],
      },
    ]);
  });
});
