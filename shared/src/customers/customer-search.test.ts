import { describe, expect, it } from 'vitest';
import { customerMatches, type SearchableCustomer } from './customer-search.ts';

const ana: SearchableCustomer = {
  first_name: 'Ana',
  last_name: 'Lopez',
  email: 'ana@example.com',
  phone_digits: '5105550100',
  vehicles: [{ plate_key: '7ABC123', vin: '1HGCM82633A004352' }],
};

describe('customerMatches', () => {
  it('when the term is in her full name or email, whatever the case, then she matches', () => {
    expect(customerMatches(ana, 'ana lo')).toBe(true);
    expect(customerMatches(ana, 'EXAMPLE.com')).toBe(true);
    expect(customerMatches(ana, 'maria')).toBe(false);
  });

  it('when a phone is typed with separators, then its digits are compared', () => {
    expect(customerMatches(ana, '(510) 555-01')).toBe(true);
    expect(customerMatches(ana, '415-555')).toBe(false);
  });

  it('when a plate or VIN is typed with spaces or in lower case, then her car is found', () => {
    expect(customerMatches(ana, '7 abc-12')).toBe(true);
    expect(customerMatches(ana, '1hgcm 8263')).toBe(true);
    expect(customerMatches(ana, 'XYZ')).toBe(false);
  });

  it('when the term is empty, then everyone matches', () => {
    expect(customerMatches(ana, '  ')).toBe(true);
  });
});
