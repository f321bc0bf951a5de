import { describe, expect, it } from 'vitest';
import { isMakerRange, rateCode } from './code-rules.ts';
import { loadGenericList, loadMakers } from './code-table.ts';
import { findCode, isWellFormedCode, lookupCode, normaliseCode } from './obd2.ts';

const generic = await loadGenericList();

describe('OBD2 lookup', () => {
  it.each([
    ['P0100', 'Mass or Volume Air Flow Circuit Malfunction', 'Medium', 150, 400, 'Engine'],
    ['P0300', 'Random/Multiple Cylinder Misfire', 'High', 300, 1200, 'Engine'],
    ['P0420', 'Catalyst System Efficiency Below Threshold', 'High', 600, 2500, 'Emissions'],
    ['P0700', 'Transmission Control System Malfunction', 'High', 500, 2000, 'Transmission'],
    ['B0100', 'Air Bag Circuit Malfunction', 'Critical', 400, 1200, 'Safety'],
  ])('keeps the spec code %s exactly', (code, description, severity, min, max, system) => {
    expect(lookupCode(generic, code)).toEqual({
      ok: true,
      entry: { code, description, system, severity, estimatedCost: { min, max } },
      makerMeanings: [],
    });
  });

  it('normalises spaces and case', () => {
    expect(normaliseCode(' p0 30 0 ')).toBe('P0300');
    expect(lookupCode(generic, ' p0300 ')).toMatchObject({ ok: true, entry: { code: 'P0300' } });
  });

  it('when the format is wrong, then it says so', () => {
    for (const bad of ['X0100', 'A0100', 'P010', 'P01000', '', 'P0G00', 'PG000', 'C999', 'C99999', 'P-0100']) {
      expect(lookupCode(generic, bad)).toEqual({ ok: false, error: 'Please enter a valid OBD2 code (e.g., P0100)' });
    }
  });

  it('when a well-formed code is unknown to the table and every make, then it says not found', async () => {
    const notFound = {
      ok: false,
      error: 'Code not found in database. Please double-check the code or contact our service department.',
    };
    expect(await findCode(generic, 'P0FFF')).toEqual(notFound);
    expect(await findCode(generic, 'U3FFF', 'ford')).toEqual(notFound);
    for (const unknown of ['C9999', 'c9999', 'P9999', 'B4000', 'PFFFF', 'UABCD']) {
      expect(await findCode(generic, unknown)).toEqual(notFound);
    }
  });

  it('accepts only a whole code: P, B, C or U, then four digits or A-F', () => {
    for (const good of ['P0000', 'B0100', 'C9999', 'U3FFF', 'P0A80', 'PFFFF', 'UA9F0']) {
      expect(isWellFormedCode(good)).toBe(true);
    }
    for (const bad of ['P000', 'C99999', 'D0100', 'P0G00', 'PFFFG', 'P00 0X']) {
      expect(isWellFormedCode(bad)).toBe(false);
    }
    expect(isWellFormedCode('XP0100')).toBe(false);
    expect(isWellFormedCode('P01000')).toBe(false);
    expect(isWellFormedCode(' p 0 1 0 0 ')).toBe(true);
    expect(isWellFormedCode('p0a80')).toBe(true);
    expect(isWellFormedCode('U3FFF')).toBe(true);
  });

  it('when a code has letters, then it is looked up like any other', () => {
    expect(lookupCode(generic, 'p0a80')).toMatchObject({
      ok: true,
      entry: { code: 'P0A80', description: 'Replace Hybrid/EV Battery Pack', system: 'Hybrid and EV' },
    });
    expect(lookupCode(generic, 'P2A00')).toMatchObject({
      ok: true,
      entry: { description: 'O2 Sensor Circuit Range/Performance Bank 1 Sensor 1', system: 'Fuel and air metering' },
    });
    expect(lookupCode(generic, 'P0B12')).toMatchObject({ ok: true, entry: { code: 'P0B12' } });
  });
});

describe('system, severity and cost by group', () => {
  it.each([
    ['P0171', 'Fuel and air metering'],
    ['P0351', 'Ignition and misfire'],
    ['P0455', 'Emissions'],
    ['P0505', 'Speed and idle control'],
    ['P0606', 'Computer and outputs'],
    ['P0750', 'Transmission'],
    ['P0A80', 'Hybrid and EV'],
    ['P2300', 'Ignition and misfire'],
    ['P2400', 'Emissions'],
    ['P2700', 'Transmission'],
    ['P3400', 'Cylinder deactivation'],
    ['U0100', 'Network'],
    ['B0020', 'Body and restraints'],
    ['C0035', 'Chassis'],
  ])('%s belongs to %s', (code, system) => {
    const rating = rateCode(code);
    expect(rating.system).toBe(system);
    expect(rating.estimatedCost.min).toBeLessThan(rating.estimatedCost.max);
  });

  it('rates airbag deployment above body comfort, and a loose fuel cap below a catalyst', () => {
    expect(rateCode('B0020').severity).toBe('Critical');
    expect(rateCode('B3A06').severity).toBe('Low');
    expect(rateCode('P0457').estimatedCost.max).toBeLessThan(rateCode('P0420').estimatedCost.min);
  });

  it('knows the ranges SAE leaves to makers', () => {
    for (const code of ['P1690', 'P3000', 'B1234', 'B2000', 'C1000', 'U1000', 'U2FFF'])
      expect(isMakerRange(code)).toBe(true);
    for (const code of ['P0300', 'P2A00', 'P3400', 'B0100', 'B3A06', 'C0035', 'U0100', 'U3000'])
      expect(isMakerRange(code)).toBe(false);
  });
});

describe("a maker's own meanings", () => {
  it("when a make is chosen, then a maker code shows that make's meaning", async () => {
    const cases = [
      ['ford', 'Wastegate Solenoid Circuit Malfunction'],
      ['gm', 'ECM Loop Overrun'],
      ['honda', 'Traction Control System STB Line Failure'],
    ] as const;
    for (const [make, title] of cases) {
      expect(await findCode(generic, 'P1690', make)).toMatchObject({
        ok: true,
        entry: { code: 'P1690', description: title },
        makerMeanings: [],
      });
    }
  });

  it('when no make is chosen, then every make that defines the code is listed with its meaning', async () => {
    const result = await findCode(generic, 'P1690');
    expect(result).toMatchObject({ ok: true, entry: { description: expect.stringMatching(/manufacturer-specific/) } });
    const meanings = result.ok ? result.makerMeanings : [];
    const of = (make: string) => meanings.find((m) => m.makes.includes(make))?.title;
    expect(of('Ford')).toBe('Wastegate Solenoid Circuit Malfunction');
    expect(of('GM')).toBe('ECM Loop Overrun');
    expect(of('Honda')).toBe('Traction Control System STB Line Failure');
    expect(of('Buick')).toBe('ECM Loop Overrun');
    expect(new Set(meanings.map((m) => m.title)).size).toBe(meanings.length);
  });

  it('when the chosen make does not list a maker code, then the makes that do are shown', async () => {
    const result = await findCode(generic, 'P1690', 'kia');
    expect(result).toMatchObject({ ok: true, notListedFor: 'Kia' });
    expect(result.ok && result.makerMeanings.some((m) => m.makes.includes('Ford'))).toBe(true);
  });

  it('when a maker gives a generic code another meaning, then both are shown', async () => {
    expect(await findCode(generic, 'P0A80', 'audi')).toMatchObject({
      ok: true,
      entry: { description: 'Replace Hybrid/EV Battery Pack' },
      makerMeanings: [{ makes: ['Audi'], title: 'High voltage battery assembly failure' }],
    });
    expect(await findCode(generic, 'P0300', 'audi')).toMatchObject({ ok: true, makerMeanings: [] });
  });

  it('drops lines that list causes instead of naming the fault', async () => {
    const [audi] = await loadMakers(['audi']);
    expect(audi!.byCode.has('P0300')).toBe(false);
    expect([...audi!.byCode.values()].every((t) => t.split(',').length < 3)).toBe(true);
  });
});
