import { describe, expect, it } from 'vitest';
import { isWellFormedCode, lookupCode, normaliseCode, searchCodes } from './obd2.ts';
import { OBD2_CODES } from './obd2-codes.ts';

describe('OBD2 lookup', () => {
  it.each([
    ['P0100', 'Mass or Volume Air Flow Circuit Malfunction', 'Medium', 150, 400, 'Engine'],
    ['P0300', 'Random/Multiple Cylinder Misfire', 'High', 300, 1200, 'Engine'],
    ['P0420', 'Catalyst System Efficiency Below Threshold', 'High', 600, 2500, 'Emissions'],
    ['P0700', 'Transmission Control System Malfunction', 'High', 500, 2000, 'Transmission'],
    ['B0100', 'Air Bag Circuit Malfunction', 'Critical', 400, 1200, 'Safety'],
  ])('keeps the spec code %s exactly', (code, description, severity, min, max, system) => {
    expect(lookupCode(code)).toEqual({
      ok: true,
      entry: { code, description, system, severity, estimatedCost: { min, max } },
    });
  });
  it('ships at least 300 more unique, well-formed codes', () => {
    expect(OBD2_CODES.length).toBeGreaterThanOrEqual(305);
    expect(new Set(OBD2_CODES.map((c) => c.code)).size).toBe(OBD2_CODES.length);
    expect(OBD2_CODES.every((c) => isWellFormedCode(c.code) && c.estimatedCost.min < c.estimatedCost.max)).toBe(true);
    for (const letter of ['P0', 'P2', 'B0', 'C0', 'U0'])
      expect(OBD2_CODES.some((c) => c.code.startsWith(letter))).toBe(true);
  });
  it('normalises spaces and case', () => {
    expect(normaliseCode(' p0 30 0 ')).toBe('P0300');
    expect(lookupCode(' p0300 ')).toMatchObject({ ok: true, entry: { code: 'P0300' } });
  });
  it('when the format is wrong, then it says so', () => {
    for (const bad of ['X0100', 'P010', 'P01000', '', 'PABCD']) {
      expect(lookupCode(bad)).toEqual({ ok: false, error: 'Please enter a valid OBD2 code (e.g., P0100)' });
    }
  });
  it('when a well-formed code is unknown, then it says not found', () => {
    expect(lookupCode('P0999')).toEqual({
      ok: false,
      error: 'Code not found in database. Please double-check the code or contact our service department.',
    });
  });
  it('searches by code prefix and by words', () => {
    expect(searchCodes('P030', 50).map((c) => c.code)).toContain('P0301');
    expect(searchCodes('misfire', 50).map((c) => c.code)).toEqual(expect.arrayContaining(['P0300', 'P0304']));
    const o2 = searchCodes('O2 sensor bank 2', 100);
    expect(o2.length).toBeGreaterThan(10);
    expect(o2.every((c) => /O2 Sensor/.test(c.description) && /Bank 2/.test(c.description))).toBe(true);
    expect(searchCodes('   ')).toEqual([]);
  });
  it('accepts only a whole code: nothing before the letter, nothing after the digits', () => {
    expect(isWellFormedCode('XP0100')).toBe(false);
    expect(isWellFormedCode('P01000')).toBe(false);
    expect(isWellFormedCode(' p 0 1 0 0 ')).toBe(true);
  });
  it('when a number follows a word, then it binds to it as a whole number', () => {
    const one = searchCodes('cylinder 1', 100);
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((c) => /cylinder 1\b/i.test(c.description))).toBe(true);
    // A number first is a term of its own.
    const numberFirst = searchCodes('4 cylinder', 200);
    expect(numberFirst.length).toBeGreaterThan(0);
    expect(numberFirst.every((c) => c.description.includes('4') && /cylinder/i.test(c.description))).toBe(true);
  });
  it('finds a code by its system as well as its title', () => {
    expect(searchCodes('emissions', 200).map((c) => c.code)).toContain('P0420');
  });
  it('lists code-prefix matches in code order, word matches in code order, up to the limit', () => {
    const prefix = searchCodes('p03', 5).map((c) => c.code);
    expect(prefix).toEqual([...prefix].sort());
    expect(prefix[0]).toBe('P0300');
    const words = searchCodes('misfire', 50).map((c) => c.code);
    expect(words).toEqual([...words].sort());
    expect(searchCodes('p0')).toHaveLength(20);
  });
});
