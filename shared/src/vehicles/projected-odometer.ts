import { shopDateOf } from '../time/shop-time.ts';
import type { OdometerUnit, ProjectedOdometer } from './vehicle.schema.ts';

/**
 * How far a car is taken to go a day when its readings cannot tell (fewer than two days apart).
 * In miles; the next version makes it a shop setting, so the rule takes it as a parameter.
 */
export const DEFAULT_MILES_PER_DAY = 30;

const KM_PER_MILE = 1.609344;
const MS_PER_DAY = 86_400_000;

export interface OdometerPoint {
  value: number;
  /** ISO instant the reading was taken. */
  recorded_at: string;
}

export interface ProjectionInput {
  /** The shop's zone: readings and `at` are counted in its calendar days. */
  timeZone: string;
  /** The default rate in miles a day (DEFAULT_MILES_PER_DAY unless the shop says otherwise). */
  milesPerDay: number;
  /** The car's unit: readings and the answer are in it. */
  unit: OdometerUnit;
}

/** Whole days between two yyyy-MM-dd dates (UTC midnights, so no DST hour creeps in). */
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / MS_PER_DAY;

/**
 * The readings a projection may trust, oldest first: a reading above a later one was a mistake
 * the later one corrected (readings are append-only, so a correction is a lower value added
 * after), and is left out. What stays never decreases and ends at the latest reading.
 */
function trustedReadings(readings: readonly OdometerPoint[]): OdometerPoint[] {
  const byTime = [...readings].sort((a, b) => Date.parse(a.recorded_at) - Date.parse(b.recorded_at));
  const kept: OdometerPoint[] = [];
  let ceiling = Number.POSITIVE_INFINITY;
  for (let i = byTime.length - 1; i >= 0; i--) {
    const reading = byTime[i]!;
    if (reading.value > ceiling) continue;
    kept.unshift(reading);
    ceiling = reading.value;
  }
  return kept;
}

/** Least squares through (day, value): slope, intercept and R², the share of the spread the line explains. */
function fitLine(points: readonly { x: number; y: number }[]): { slope: number; intercept: number; r2: number } {
  const n = points.length;
  const meanX = points.reduce((s, p) => s + p.x, 0) / n;
  const meanY = points.reduce((s, p) => s + p.y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const p of points) {
    sxy += (p.x - meanX) * (p.y - meanY);
    sxx += (p.x - meanX) ** 2;
    syy += (p.y - meanY) ** 2;
  }
  const slope = sxy / sxx;
  // A car that did not move lies exactly on a flat line.
  const r2 = syy === 0 ? 1 : (sxy * sxy) / (sxx * syy);
  return { slope, intercept: meanY - slope * meanX, r2 };
}

/**
 * The car's odometer on the shop day of `at`, or null with no reading. With readings on at least
 * two distinct days, the least-squares line through them; else the latest plus the default rate.
 * Never below the latest reading. Readings a later lower one corrected are left out.
 */
export function projectOdometer(
  readings: readonly OdometerPoint[],
  at: Date,
  input: ProjectionInput,
): ProjectedOdometer | null {
  const kept = trustedReadings(readings);
  const latest = kept.at(-1);
  if (!latest) return null;
  const dayOf = (iso: string) => dayNumber(shopDateOf(new Date(iso), input.timeZone));
  const points = kept.map((r) => ({ x: dayOf(r.recorded_at), y: r.value }));
  const today = dayNumber(shopDateOf(at, input.timeZone));
  const first = points[0]!.x;
  const last = points.at(-1)!.x;
  const span_days = last - first;
  const ahead = Math.max(0, today - last);
  if (span_days === 0) {
    const perDay = input.unit === 'km' ? input.milesPerDay * KM_PER_MILE : input.milesPerDay;
    // A rate nobody measured: the value is a guess, and says so with no confidence at all.
    return {
      value: Math.round(latest.value + perDay * ahead),
      readings: kept.length,
      span_days,
      confidence_percent: 0,
    };
  }
  const { slope, intercept, r2 } = fitLine(points);
  const value = Math.max(latest.value, Math.round(intercept + slope * Math.max(today, last)));
  // Confidence: R² (how straight the readings lie), times (n - 1) / n (two points always lie on a
  // line, so two readings earn half), times span / (span + days ahead) (reaching as far past the
  // last reading as the readings cover halves it).
  const n = kept.length;
  const confidence = r2 * ((n - 1) / n) * (span_days / (span_days + ahead));
  return { value, readings: n, span_days, confidence_percent: Math.round(confidence * 100) };
}
