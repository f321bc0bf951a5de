import { describe, expect, it } from 'vitest';
import { optionalVin } from './vin.schema.ts';

describe('optionalVin', () => {
  it.each([null, undefined, '', '   '])('when the VIN is %j, then the field is null', (input) => {
    expect(optionalVin.parse(input)).toBeNull();
  });

  it('when a valid VIN is typed loosely, then it is answered normalised', () => {
    expect(optionalVin.parse(' 1hgcm-82633-a004352 ')).toBe('1HGCM82633A004352');
  });

  it('when the check digit is wrong, then the issue says the expected digit in text and as data', () => {
    const result = optionalVin.safeParse('5YJ3E1EA7KF317000');
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([
      {
        message: 'Check digit should be 2.',
        params: { vin: { kind: 'check_digit', expected: '2', found: '7' } },
      },
    ]);
  });

  it.each([42, {}, ['1HGCM82633A004352']])('when the VIN is %j, then it is refused', (input) => {
    expect(optionalVin.safeParse(input).success).toBe(false);
  });
});
