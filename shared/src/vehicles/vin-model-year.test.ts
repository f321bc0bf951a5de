import { describe, expect, it } from 'vitest';
import { checkVin, expectedCheckDigit } from './vin.ts';
import { modelYearOf } from './vin-model-year.ts';

/** A VIN from a template with the given characters at positions 7 and 10, its check digit made right. */
function vin(position7: string, position10: string): string {
  const draft = `1HGCM8${position7}6_${position10}A004352`;
  return draft.replace('_', expectedCheckDigit(draft.replace('_', '0')));
}

const CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

describe('modelYearOf', () => {
  it('when position 7 is a letter, then the 30 codes read 2010 to 2039 in order', () => {
    const years = [...CODES].map((code) => modelYearOf(vin('E', code), 2039));
    expect(years).toEqual(Array.from({ length: 30 }, (_, i) => ({ year: 2010 + i })));
  });

  it('when the later cycle has not come, then the 30 codes read 1980 to 2009 whatever position 7 holds', () => {
    for (const position7 of ['E', '6']) {
      const years = [...CODES].map((code) => modelYearOf(vin(position7, code), 1985));
      expect(years).toEqual(Array.from({ length: 30 }, (_, i) => ({ year: 1980 + i })));
    }
  });

  it.each([
    ['A', 2026, { year: 2010 }],
    ['Y', 2026, { year: 2000 }], // 2030 has not come: an older VIN with a letter at position 7
    ['9', 2026, { year: 2009 }],
    ['9', 2038, { year: 2039 }], // next year's models are sold this year
    ['9', 2039, { year: 2039 }],
  ])('when position 7 is a letter, code %s in %i reads %j', (code, thisYear, expected) => {
    expect(modelYearOf(vin('E', code), thisYear)).toEqual(expected);
  });

  it.each([
    ['A', 2026, { years: [1980, 2010] }],
    ['Y', 2026, { year: 2000 }],
    ['Y', 2029, { years: [2000, 2030] }],
    ['1', 2029, { year: 2001 }],
    ['1', 2030, { years: [2001, 2031] }],
  ])('when position 7 is a digit, code %s in %i reads %j', (code, thisYear, expected) => {
    expect(modelYearOf(vin('6', code), thisYear)).toEqual(expected);
  });

  it.each(['U', 'Z', '0'])('when position 10 is %s, then it is no year and the VIN is refused', (code) => {
    expect(modelYearOf(vin('E', code), 2026)).toBeNull();
    expect(checkVin(vin('E', code), 2026)).toMatchObject({
      ok: false,
      problem: { kind: 'model_year_code', character: code },
    });
  });
});
