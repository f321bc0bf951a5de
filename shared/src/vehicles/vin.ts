import { modelYearOf, type ModelYear } from './vin-model-year.ts';
import { normaliseVin } from './vin-normalise.ts';

export { normaliseVin };
import { makerOf } from './vin-makers.ts';
import { regionOf, type VinRegion } from './vin-origin.ts';

/**
 * The VIN rules of ISO 3779 and 49 CFR 565 that need no data from the network: characters, length,
 * check digit (position 9), model year (position 10) and the maker's code (positions 1-3). The full
 * decode (model, engine, body) is the server's, from NHTSA vPIC data.
 */

export const VIN_LENGTH = 17;

/** The letters of a VIN: every Latin capital except I, O and Q, which read like 1 and 0. */
const VIN_CHARACTER = /^[A-HJ-NPR-Z0-9]$/;
const FORBIDDEN_LETTER = /^[IOQ]$/;

/** 49 CFR 565.15(c): the weight of each position in the check sum; position 9 holds the result. */
export const CHECK_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CHECK_POSITION = 9;

/** 49 CFR 565.15(c): each letter's number; digits count as themselves. */
const LETTER_VALUES: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
}; // prettier-ignore

/** What is wrong with a typed VIN, as data; `vinProblemText` words it. Positions count from 1. */
export type VinProblem =
  | { kind: 'empty' }
  | { kind: 'forbidden_letter'; letter: 'I' | 'O' | 'Q'; position: number }
  | { kind: 'invalid_character'; character: string; position: number }
  | { kind: 'length'; length: number }
  | { kind: 'check_digit'; expected: string; found: string }
  | { kind: 'model_year_code'; character: string };

export type VinCheck =
  | {
      ok: true;
      vin: string;
      modelYear: ModelYear;
      wmi: string;
      maker?: string;
      region: VinRegion;
    }
  | { ok: false; vin: string; problem: VinProblem };

/** The number a VIN character counts for in the check sum (a character outside the VIN alphabet is NaN). */
export function vinCharacterValue(character: string): number {
  if (/^[0-9]$/.test(character)) return Number(character);
  return LETTER_VALUES[character] ?? Number.NaN;
}

/** The check digit 17 VIN characters call for at position 9: '0'-'9', or 'X' for a remainder of 10. */
export function expectedCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) sum += vinCharacterValue(vin[i]!) * CHECK_WEIGHTS[i]!;
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** The first problem of a normalised VIN, or null: wrong letters first, as they are named by position. */
function problemOf(vin: string): VinProblem | null {
  if (vin === '') return { kind: 'empty' };
  const characters = [...vin];
  for (const [i, c] of characters.entries()) {
    if (FORBIDDEN_LETTER.test(c)) return { kind: 'forbidden_letter', letter: c as 'I' | 'O' | 'Q', position: i + 1 };
    if (!VIN_CHARACTER.test(c)) return { kind: 'invalid_character', character: c, position: i + 1 };
  }
  if (characters.length !== VIN_LENGTH) return { kind: 'length', length: characters.length };
  const expected = expectedCheckDigit(vin);
  const found = vin[CHECK_POSITION - 1]!;
  if (found !== expected) return { kind: 'check_digit', expected, found };
  return null;
}

/**
 * Checks a VIN as typed. `thisYear` (the shop's calendar year) rules out model years not yet sold.
 * A well-formed VIN answers its normalised form, model year, WMI, maker when known, and region.
 */
export function checkVin(input: string, thisYear: number = new Date().getFullYear()): VinCheck {
  const vin = normaliseVin(input);
  const problem = problemOf(vin);
  if (problem) return { ok: false, vin, problem };
  const modelYear = modelYearOf(vin, thisYear);
  if (!modelYear) return { ok: false, vin, problem: { kind: 'model_year_code', character: vin[9]! } };
  const wmi = vin.slice(0, 3);
  const maker = makerOf(wmi);
  return { ok: true, vin, modelYear, wmi, ...(maker ? { maker } : {}), region: regionOf(vin) };
}
