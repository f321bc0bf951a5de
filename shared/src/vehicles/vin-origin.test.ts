import { describe, expect, it } from 'vitest';
import { checkVin } from './vin.ts';
import { makerOf } from './vin-makers.ts';
import { regionOf } from './vin-origin.ts';

describe('makerOf', () => {
  it.each([
    ['1HG', 'Honda'],
    ['JTD', 'Toyota'],
    ['1FT', 'Ford'],
    ['1G1', 'Chevrolet'],
    ['1GT', 'GMC'],
    ['1C6', 'Ram'],
    ['1J4', 'Jeep'],
    ['5N1', 'Nissan'],
    ['KMH', 'Hyundai'],
    ['KNA', 'Kia'],
    ['JF2', 'Subaru'],
    ['JM1', 'Mazda'],
    ['3VW', 'Volkswagen'],
    ['WBA', 'BMW'],
    ['WDD', 'Mercedes-Benz'],
    ['5YJ', 'Tesla'],
  ])('when the WMI is %s, then the maker is %s', (wmi, maker) => {
    expect(makerOf(wmi)).toBe(maker);
  });

  it.each(['1M8', 'ZZZ', 'constructor', 'toString'])(
    'when the WMI %s is not in the table, then no maker is named',
    (wmi) => {
      expect(makerOf(wmi)).toBeUndefined();
    },
  );

  it('when a VIN has a WMI the table does not know, then the check has no maker but is still valid', () => {
    const check = checkVin('1M8GDM9AXKP042788', 2026);
    expect(check).toMatchObject({ ok: true, wmi: '1M8' });
    expect(check).not.toHaveProperty('maker');
  });
});

describe('regionOf', () => {
  it.each([
    ['1HGCM82633A004352', { region: 'North America', country: 'United States' }],
    ['2HGES16575H591316', { region: 'North America', country: 'Canada' }],
    ['3VWDX7AJ5BM123456', { region: 'North America', country: 'Mexico' }],
    ['3XAAA', { region: 'North America' }],
    ['JH4KA7561PC008269', { region: 'Asia', country: 'Japan' }],
    ['KNDJT2A54D7123456', { region: 'Asia', country: 'South Korea' }],
    ['KAAAA', { region: 'Asia' }],
    ['WBA3A5C51CF256651', { region: 'Europe', country: 'Germany' }],
    ['VF1AA', { region: 'Europe', country: 'France' }],
    ['VSSZZ', { region: 'Europe', country: 'Spain' }],
    ['YV1AA', { region: 'Europe', country: 'Sweden' }],
    ['SAJWA', { region: 'Europe', country: 'United Kingdom' }],
    ['ZFFAA', { region: 'Europe', country: 'Italy' }],
    ['AAVZZ', { region: 'Africa' }],
    ['6F4AA', { region: 'Oceania', country: 'Australia' }],
    ['9BWAA', { region: 'South America', country: 'Brazil' }],
    ['93HAA', { region: 'South America', country: 'Brazil' }],
    ['9FAAA', { region: 'South America' }],
    ['8AGAA', { region: 'South America' }],
  ])('when a VIN starts %s, then it comes from %j', (vin, expected) => {
    expect(regionOf(vin)).toEqual(expected);
  });
});
