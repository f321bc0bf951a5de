import { describe, expect, it } from 'vitest';
import { loadGenericList, loadMakers } from './code-table.ts';
import { searchCodes } from './obd2.ts';
import { parseQuery, stem } from './search-words.ts';

const generic = await loadGenericList();
const codes = (q: string, n = 10) =>
  searchCodes(generic, q)
    .slice(0, n)
    .map((c) => c.code);
const titles = (q: string, n = 10) =>
  searchCodes(generic, q)
    .slice(0, n)
    .map((c) => c.title);

describe('searching by words', () => {
  it('folds simple plurals and keeps short words', () => {
    expect(['misfires', 'sensors', 'batteries', 'abs', 'pass', 'status'].map(stem)).toEqual([
      'misfire',
      'sensor',
      'battery',
      'abs',
      'pass',
      'status',
    ]);
  });

  it('"oxygen sensor" finds the O2 and HO2S sensor codes', () => {
    const found = titles('oxygen sensor', 30);
    expect(found.length).toBe(30);
    expect(found.every((t) => /\b(O2|HO2S|Oxygen)\b/i.test(t) && /sensor/i.test(t))).toBe(true);
  });

  it('"catalytic" puts the P0420 family first', () => {
    expect(codes('catalytic', 2)).toEqual(['P0420', 'P0430']);
    expect(titles('catalytic', 20).every((t) => /^Catalyst/.test(t))).toBe(true);
  });

  it('"cat" matches words that begin with it, never Communication', () => {
    const all = searchCodes(generic, 'cat');
    expect(all[0]!.code).toBe('P0420');
    expect(all.some((c) => c.code === 'U0100')).toBe(false);
    expect(all.some((c) => /communication/i.test(c.title) && !/\bcat/i.test(c.title))).toBe(false);
    expect(all.every((c) => /\bcat/i.test(c.title))).toBe(true);
  });

  it.each([
    ['egr', /\bEGR\b|Exhaust Gas Recirculation/i, 'P0401'],
    ['maf', /\bMAF\b|Mass (or Volume )?Air Flow/i, 'P0100'],
    ['gas cap', /\bEVAP\b|Evaporative|Fuel Cap/i, 'P0440'],
    ['airbag', /Air ?bag|Restraint|Deployment|SRS|Squib/i, 'B0100'],
  ])('"%s" finds what the titles call it otherwise, a common code first', (q, title, first) => {
    const found = searchCodes(generic, q);
    expect(found[0]!.code).toBe(first);
    expect(found.length).toBeGreaterThan(10);
    expect(found.slice(0, 30).every((c) => title.test(c.title))).toBe(true);
  });

  it('"misfires" finds P0300 among the first few, and the per-cylinder codes', () => {
    expect(codes('misfires', 4)).toContain('P0300');
    expect(codes('misfires', 20)).toEqual(expect.arrayContaining(['P0301', 'P0304']));
  });

  it('"gas cap" reaches the loose fuel cap code', () => {
    expect(codes('gas cap', 6)).toContain('P0457');
  });

  it('an acronym is a whole word: "abs" is not "Absolute"', () => {
    const found = titles('abs', 100);
    expect(found[0]).toMatch(/^ABS/);
    expect(found.some((t) => /absolute/i.test(t) && !/\bABS\b|anti-?lock/i.test(t))).toBe(false);
  });
});

describe('ranking and codes', () => {
  it('puts the exact code first, then its prefix matches in code order', () => {
    expect(codes('p0a80', 1)).toEqual(['P0A80']);
    const prefix = codes('p03', 5);
    expect(prefix[0]).toBe('P0300');
    expect(prefix.every((c) => c.startsWith('P03'))).toBe(true);
    expect(searchCodes(generic, 'p0').length).toBeGreaterThan(3000);
  });

  it('puts titles that start with the words before titles that only contain them', () => {
    const found = titles('misfire', 50);
    const firstContaining = found.findIndex((t) => !/^misfire/i.test(t));
    expect(firstContaining).toBeGreaterThan(0);
    expect(found.slice(firstContaining).some((t) => /^misfire/i.test(t))).toBe(false);
  });

  it('when a number follows a word, then it binds to it as a whole number', () => {
    const one = titles('cylinder 1', 100);
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((t) => /cylinder 1\b/i.test(t))).toBe(true);
    const o2 = titles('O2 sensor bank 2', 100);
    expect(o2.length).toBeGreaterThan(10);
    expect(o2.every((t) => /\b(O2|HO2S)/i.test(t) && /Bank 2/.test(t))).toBe(true);
    const numberFirst = titles('4 cylinder', 200);
    expect(numberFirst.length).toBeGreaterThan(0);
    expect(numberFirst.every((t) => /\b4\b/.test(t) && /cylinder/i.test(t))).toBe(true);
  });

  it('finds a code by its system after every title match', () => {
    const found = searchCodes(generic, 'emissions');
    expect(found.map((c) => c.code)).toContain('P0420');
    const bySystem = found.findIndex((c) => !/emission/i.test(c.title));
    expect(found.slice(bySystem).some((c) => /emission/i.test(c.title))).toBe(false);
  });

  it('returns nothing for blank input, and a half-typed synonym already reaches its group', () => {
    expect(searchCodes(generic, '   ')).toEqual([]);
    expect(parseQuery('oxyg')[0]!.map((a) => a.tokens.join(' '))).toEqual(expect.arrayContaining(['o2', 'ho2s']));
  });

  it("with a make, searches that make's meanings too and names the make", async () => {
    const [ford] = await loadMakers(['ford']);
    const found = searchCodes(generic, 'wastegate', ford);
    const p1690 = found.find((c) => c.code === 'P1690');
    expect(p1690).toEqual({ code: 'P1690', title: 'Wastegate Solenoid Circuit Malfunction', make: 'Ford' });
    expect(searchCodes(generic, 'wastegate').some((c) => c.code === 'P1690')).toBe(false);
  });
});
