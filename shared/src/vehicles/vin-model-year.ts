/**
 * The model year of a VIN (49 CFR 565.15(a)): position 10 names a year in a 30-year cycle, and for
 * passenger cars, MPVs and light trucks position 7 says which cycle, a letter meaning 2010-2039 and
 * a digit 1980-2009.
 */

/** Position 10's codes in order from 1980 (and again from 2010): no I, O, Q, U, Z or 0. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const FIRST_CYCLE = 1980;
const CYCLE = 30;

/** One year when it can be told, else both candidates, the earlier first. */
export type ModelYear = { year: number } | { years: [number, number] };

/**
 * The model year of a well-formed VIN, or null when position 10 is not a year code. Cars of next
 * year's model are sold this year, so a candidate after `thisYear + 1` is ruled out. A digit in
 * position 7 reads as the earlier cycle only for light vehicles: trucks over 10,000 lb, buses,
 * trailers and motorcycles keep a digit there after 2010, so both years stay candidates. A letter
 * there says 2010 or later unless that year has not come, which only an older VIN can mean.
 */
export function modelYearOf(vin: string, thisYear: number): ModelYear | null {
  const index = YEAR_CODES.indexOf(vin[9] ?? '');
  if (index < 0) return null;
  const earlier = FIRST_CYCLE + index;
  const later = earlier + CYCLE;
  if (later > thisYear + 1) return { year: earlier };
  if (/[A-Z]/.test(vin[6] ?? '')) return { year: later };
  return { years: [earlier, later] };
}
