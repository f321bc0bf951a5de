import { describe, expect, it } from 'vitest';
import { vehicleMessages, vinProblemText } from './messages.ts';
import { optionalVinProblem } from './vin-problem.ts';
import { checkVin } from './vin.ts';

describe('vinProblemText', () => {
  it.each([
    ['1HGCM82633A00435', 'A VIN has 17 characters (this one has 16).'],
    ['1HGCM82633A0043521', 'A VIN has 17 characters (this one has 18).'],
    ['1HGCO82633A004352', 'A VIN never contains I, O or Q (position 5).'],
    ['1HG#', 'A VIN has only letters and digits ("#" at position 4).'],
    ['5YJ3E1EA7KF317000', 'Check digit should be 2.'],
    ['1M8GDM9A0KP042788', 'Check digit should be X.'],
    ['', 'Enter the VIN.'],
  ])('when %s is typed, then the page says %s', (input, text) => {
    const check = checkVin(input, 2026);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(vinProblemText(check.problem)).toBe(text);
  });

  it('when position 10 holds no year, then the page names it', () => {
    expect(vinProblemText({ kind: 'model_year_code', character: 'U' })).toBe(
      'Position 10 holds the model year and cannot be U.',
    );
  });

  it('when a VIN reads as two years and no known maker, then both years are said', () => {
    expect(vehicleMessages.vinReads([1993, 2023])).toBe('Model year 1993 or 2023.');
    expect(vehicleMessages.vinReads([2003], 'Honda')).toBe('Model year 2003, Honda.');
  });
});

describe('optionalVinProblem', () => {
  it('when the VIN is left empty, then nothing is wrong with it', () => {
    expect(optionalVinProblem('  ', 2026)).toBeNull();
  });

  it('when a VIN is typed, then it must pass: a valid one is fine, a wrong one is named', () => {
    expect(optionalVinProblem('1hgcm82633a004352', 2026)).toBeNull();
    expect(optionalVinProblem('1HGCM82643A004352', 2026)).toBe('Check digit should be 3.');
  });
});
