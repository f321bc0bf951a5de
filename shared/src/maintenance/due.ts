import { addDays } from '../time/shop-time.ts';

/** A rule's state for one car (API.md, `vehicle.due`): ok, soon (inside the remind window), due, overdue. */
export type DueStatus = 'ok' | 'soon' | 'due' | 'overdue';

export interface DueRule {
  every_miles?: number | null;
  every_months?: number | null;
  remind_miles_before: number;
  remind_days_before: number;
}

/** Where a cycle starts: the last completed visit with the service (its day and its reading), else the car's first reading or creation. */
export interface DueAnchor {
  /** yyyy-MM-dd in the shop's zone. */
  date: string;
  /** The odometer then; null when nothing was read (then only months can tell). */
  miles: number | null;
}

export interface DueInput {
  rule: DueRule;
  anchor: DueAnchor;
  /** The shop's date today, yyyy-MM-dd. */
  today: string;
  /** The projected odometer today, or null with no reading. */
  projected: number | null;
  /** The car's rate in miles (or km) a day, to say on which day the miles come due. */
  perDay: number;
}

export interface DueState {
  /** The earlier of the months' date and the day the projected miles reach `due_miles`. */
  due_date: string | null;
  due_miles: number | null;
  projected_miles: number | null;
  status: DueStatus;
}

const RANK: Record<DueStatus, number> = { ok: 0, soon: 1, due: 2, overdue: 3 };
const MS_PER_DAY = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / MS_PER_DAY;

/** `date` plus whole months; a day the month lacks falls on its last day (31 January + 1 month = 28/29 February). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(Math.min(d, last))}`;
}

/**
 * Where `at` stands against a point that comes due at `due`, with a remind window of `window`:
 * soon from `due - window`, due from `due`, overdue once a further window has passed (at least
 * one unit, so that a rule without a window still tells due from overdue).
 */
function statusAgainst(at: number, due: number, window: number): DueStatus {
  if (at >= due + Math.max(window, 1)) return 'overdue';
  if (at >= due) return 'due';
  if (at >= due - window) return 'soon';
  return 'ok';
}

/**
 * A rule's state for one car: due at whichever of miles or months comes first, counted from the
 * anchor (never from a later reading, so a reading between visits does not push the service off).
 */
export function dueState(input: DueInput): DueState {
  const { rule, anchor, today, projected, perDay } = input;
  const dateByMonths = rule.every_months ? addMonths(anchor.date, rule.every_months) : null;
  const dueMiles = rule.every_miles && anchor.miles !== null ? anchor.miles + rule.every_miles : null;
  let status: DueStatus = 'ok';
  const dates: string[] = [];
  if (dateByMonths !== null) {
    dates.push(dateByMonths);
    status = statusAgainst(dayNumber(today), dayNumber(dateByMonths), rule.remind_days_before);
  }
  if (dueMiles !== null && projected !== null) {
    const byMiles = statusAgainst(projected, dueMiles, rule.remind_miles_before);
    if (RANK[byMiles] > RANK[status]) status = byMiles;
    // The day the line reaches the miles: already passed when the car is past them.
    if (perDay > 0) dates.push(addDays(today, Math.ceil((dueMiles - projected) / perDay)));
    else if (projected >= dueMiles) dates.push(today);
  }
  const due_date = dates.length === 0 ? null : dates.reduce((a, b) => (a <= b ? a : b));
  return { due_date, due_miles: dueMiles, projected_miles: projected, status };
}

/** Statuses a reminder goes out for: the cycle has reached its remind window. */
export const remindable = (status: DueStatus): boolean => RANK[status] >= RANK.soon;
