/**
 * Where a VIN's maker registered it (ISO 3780): position 1 gives the region, positions 1-2 the
 * country for the countries listed here. A small table, for the shop's screens; vPIC has the rest.
 */

export type VinRegion = {
  region: 'Africa' | 'Asia' | 'Europe' | 'North America' | 'Oceania' | 'South America';
  country?: string;
};

/** ISO 3780's order of second characters, in which its country ranges are given. */
const SECOND = 'ABCDEFGHJKLMNPRSTUVWXYZ1234567890';

/** [first character, first and last second character, country]. */
const COUNTRIES: ReadonlyArray<readonly [string, string, string, string]> = [
  ['1', 'A', '0', 'United States'], ['4', 'A', '0', 'United States'], ['5', 'A', '0', 'United States'],
  ['2', 'A', '0', 'Canada'], ['3', 'A', 'W', 'Mexico'], ['J', 'A', '0', 'Japan'],
  ['K', 'L', 'R', 'South Korea'], ['L', 'A', '0', 'China'], ['M', 'A', 'E', 'India'],
  ['S', 'A', 'M', 'United Kingdom'], ['V', 'F', 'R', 'France'], ['V', 'S', 'W', 'Spain'],
  ['W', 'A', '0', 'Germany'], ['Y', 'S', 'W', 'Sweden'], ['Z', 'A', 'R', 'Italy'],
  ['6', 'A', 'W', 'Australia'], ['7', 'A', 'E', 'New Zealand'],
  ['9', 'A', 'E', 'Brazil'], ['9', '3', '9', 'Brazil'],
]; // prettier-ignore

function regionName(first: string): VinRegion['region'] {
  if (first >= 'A' && first <= 'H') return 'Africa';
  if (first >= 'J' && first <= 'R') return 'Asia';
  if (first >= 'S' && first <= 'Z') return 'Europe';
  if (first >= '1' && first <= '5') return 'North America';
  if (first === '6' || first === '7') return 'Oceania';
  return 'South America'; // 8, 9 and 0
}

/** The region, and the country when listed, of a well-formed VIN. */
export function regionOf(vin: string): VinRegion {
  const [first = '', second = ''] = vin;
  const at = SECOND.indexOf(second);
  const row = COUNTRIES.find(([f, from, to]) => f === first && at >= SECOND.indexOf(from) && at <= SECOND.indexOf(to));
  return { region: regionName(first), ...(row ? { country: row[3] } : {}) };
}
