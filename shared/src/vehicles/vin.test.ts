import { describe, expect, it } from 'vitest';
import { CHECK_WEIGHTS, checkVin, expectedCheckDigit, normaliseVin } from './vin.ts';

/** Public example VINs whose check digit was worked out by hand against 49 CFR 565.15(c). */
const VALID = [
  { vin: '1M8GDM9AXKP042788', wmi: '1M8', modelYear: { years: [1989, 2019] } },
  { vin: '1HGCM82633A004352', wmi: '1HG', maker: 'Honda', modelYear: { year: 2003 } },
  { vin: 'JH4KA7561PC008269', wmi: 'JH4', maker: 'Acura', modelYear: { years: [1993, 2023] } },
  { vin: '1G1ZT53826F109149', wmi: '1G1', maker: 'Chevrolet', modelYear: { year: 2006 } },
  { vin: '1GNEK13ZX3R298984', wmi: '1GN', maker: 'Chevrolet', modelYear: { year: 2003 } },
  { vin: '1FMCU0GX3DUC59421', wmi: '1FM', maker: 'Ford', modelYear: { year: 2013 } },
  { vin: 'JN1AZ4EH7DM430111', wmi: 'JN1', maker: 'Nissan', modelYear: { year: 2013 } },
  { vin: '1FAFP40634F172825', wmi: '1FA', maker: 'Ford', modelYear: { year: 2004 } },
];

/** The characters a VIN may hold. */
const ALPHABET = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';

/**
 * The characters that count the same in the check sum (49 CFR 565.15(c)), written out from the
 * table: a change between two of them leaves the sum as it was, so no check digit can see it.
 */
const SAME_VALUE = ['0', '1AJ', '2BKS', '3CLT', '4DMU', '5ENV', '6FW', '7GPX', '8HY', '9RZ'];
const group = (c: string) => SAME_VALUE.find((g) => g.includes(c))!;

const THIS_YEAR = 2026;

describe('checkVin on real VINs', () => {
  it.each(VALID)('when $vin is checked, then it is valid with its year, WMI and maker', (expected) => {
    const { maker, ...rest } = expected;
    expect(checkVin(expected.vin, THIS_YEAR)).toEqual({
      ok: true,
      ...rest,
      ...(maker ? { maker } : {}),
      region: expect.any(Object),
    });
  });

  it('when the remainder is 10, then the check digit is X', () => {
    expect(expectedCheckDigit('1M8GDM9AXKP042788')).toBe('X');
  });

  it('when a VIN seen in examples has a wrong check digit, then the digit it should have is reported', () => {
    // 5 Y J 3 E 1 E A _ K F 3 1 7 0 0 0 counts 288 in the sum, and 288 = 26 * 11 + 2.
    expect(checkVin('5YJ3E1EA7KF317000', THIS_YEAR)).toEqual({
      ok: false,
      vin: '5YJ3E1EA7KF317000',
      problem: { kind: 'check_digit', expected: '2', found: '7' },
    });
  });

  it('when the weights are listed, then position 9 alone weighs nothing and every other weight is 1 to 10', () => {
    expect(CHECK_WEIGHTS).toHaveLength(17);
    CHECK_WEIGHTS.forEach((w, i) => (i === 8 ? expect(w).toBe(0) : expect(w).toBeGreaterThanOrEqual(1)));
    expect(Math.max(...CHECK_WEIGHTS)).toBe(10);
  });
});

describe('every single-character change of a valid VIN', () => {
  const original = '1HGCM82633A004352';
  const changes = [...original].flatMap((was, i) =>
    [...ALPHABET].filter((c) => c !== was).map((now) => ({ position: i + 1, was, now })),
  );
  const vinWith = ({ position, now }: (typeof changes)[number]) =>
    original.slice(0, position - 1) + now + original.slice(position);

  it('when one character changes, then it is caught unless both count the same in the sum', () => {
    // Weights 1-10 against 11, a prime: a change elsewhere than position 9 moves the sum mod 11
    // exactly when the two characters' values differ; position 9 is compared with the sum itself.
    for (const change of changes) {
      const result = checkVin(vinWith(change), THIS_YEAR);
      const unseen = change.position !== 9 && group(change.was).includes(change.now);
      const caughtByCheckDigit = !result.ok && result.problem.kind === 'check_digit';
      expect({ ...change, caught: caughtByCheckDigit }).toEqual({ ...change, caught: !unseen });
    }
  });

  it('when all 544 changes are counted, then 507 are caught and the 37 that are not keep the sum', () => {
    const missed = changes.filter((change) => checkVin(vinWith(change), THIS_YEAR).ok);
    expect(changes).toHaveLength(17 * 32);
    expect(missed).toHaveLength(37);
    expect(changes.length - missed.length).toBe(507);
    expect(missed.every((m) => m.position !== 9 && group(m.was).includes(m.now))).toBe(true);
  });
});

describe('normalising what is typed', () => {
  it('when a VIN is typed in lower case with spaces and dashes, then it is read as the VIN', () => {
    expect(normaliseVin('  1hg-cm826 33a\t004352 ')).toBe('1HGCM82633A004352');
    expect(checkVin(' 1hgcm8-2633-a004352', THIS_YEAR)).toMatchObject({ ok: true, vin: '1HGCM82633A004352' });
  });

  it('when nothing but spaces is typed, then the problem is an empty VIN', () => {
    expect(checkVin('   ', THIS_YEAR)).toEqual({ ok: false, vin: '', problem: { kind: 'empty' } });
  });
});

describe('letters and length', () => {
  it.each(['I', 'O', 'Q', 'i', 'o', 'q'])('when %s stands at position 5, then that position is named', (letter) => {
    const vin = `1HGC${letter}82633A004352`;
    expect(checkVin(vin, THIS_YEAR)).toMatchObject({
      ok: false,
      problem: { kind: 'forbidden_letter', letter: letter.toUpperCase(), position: 5 },
    });
  });

  it('when an I is typed in a VIN still too short, then the letter is named before the length', () => {
    expect(checkVin('1HGI', THIS_YEAR)).toMatchObject({ problem: { kind: 'forbidden_letter', position: 4 } });
  });

  it.each(['*', 'É', '.', '_'])('when %s is typed, then it is named with its position', (character) => {
    expect(checkVin(`1H${character}CM82633A004352`, THIS_YEAR)).toMatchObject({
      ok: false,
      problem: { kind: 'invalid_character', character, position: 3 },
    });
  });

  it.each([
    ['1HGCM82633A00435', 16],
    ['1HGCM82633A0043522', 18],
    ['1', 1],
  ])('when %s is checked, then its length %i is reported', (vin, length) => {
    expect(checkVin(vin, THIS_YEAR)).toMatchObject({ ok: false, problem: { kind: 'length', length } });
  });
});
