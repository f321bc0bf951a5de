import type { Followup } from '../maintenance/maintenance.schema.ts';

const DAY_MS = 86_400_000;

/** What the follow-up pass knows of one open recommendation. */
export interface FollowupCandidate {
  id: number;
  vehicle_id: number;
  /** The inspection item said urgent (it failed): the urgent days apply, else the soon days. */
  urgent: boolean;
  declined_at: string;
  messages_sent: number;
  /** The steps already planned for it (indices into its list of days). */
  planned_steps: number[];
}

/**
 * The step of `c` to send at `now`, or null: the latest step whose day has come, once. A step
 * missed while no server ran goes at the next pass unless a later one has come (then only that
 * one); nothing goes once `max_messages` went or once that step or a later one was planned.
 */
export function dueStep(c: FollowupCandidate, followup: Followup, now: Date): number | null {
  if (c.messages_sent >= followup.max_messages) return null;
  const days = c.urgent ? followup.urgent_days : followup.soon_days;
  const declined = new Date(c.declined_at).getTime();
  let latest = -1;
  days.forEach((day, step) => {
    if (declined + day * DAY_MS <= now.getTime()) latest = step;
  });
  if (latest < 0 || c.planned_steps.some((s) => s >= latest)) return null;
  return latest;
}

/** One message to a car: the recommendations it names, each with the step it stands for. */
export interface CarFollowup {
  vehicle_id: number;
  steps: { id: number; step: number }[];
}

/** The pass's messages: one per car, naming only its recommendations whose step is due now. */
export function followupsDue(candidates: FollowupCandidate[], followup: Followup, now: Date): CarFollowup[] {
  const byCar = new Map<number, CarFollowup>();
  for (const c of candidates) {
    const step = dueStep(c, followup, now);
    if (step === null) continue;
    const car = byCar.get(c.vehicle_id) ?? { vehicle_id: c.vehicle_id, steps: [] };
    car.steps.push({ id: c.id, step });
    byCar.set(c.vehicle_id, car);
  }
  return [...byCar.values()];
}
