import { projectOdometer, type OdometerPoint, type ProjectionInput } from '../vehicles/projected-odometer.ts';

const YEAR_DAYS = 365;

/**
 * How far the car goes a day as the projection sees it: the slope of its line (what it adds over
 * a year ahead), or the shop's rate when its readings cannot tell. Never negative.
 */
export function perDayOf(
  readings: readonly OdometerPoint[],
  at: Date,
  input: ProjectionInput,
  /** The projection at `at`, when the caller has it already. */
  known?: number | null,
): number {
  const now = known === undefined ? (projectOdometer(readings, at, input)?.value ?? null) : known;
  if (now === null) return input.milesPerDay;
  const later = projectOdometer(readings, new Date(at.getTime() + YEAR_DAYS * 86_400_000), input)!;
  return Math.max(0, (later.value - now) / YEAR_DAYS);
}
