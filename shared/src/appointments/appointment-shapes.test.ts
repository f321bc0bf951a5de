import { describe, expect, it } from 'vitest';
import { normalizeParty, splitFullName } from './appointment-shapes.ts';

describe('appointment shapes', () => {
  it('splits a full name on the first space', () => {
    expect(splitFullName('Ana Maria Lopez')).toEqual({ first_name: 'Ana', last_name: 'Maria Lopez' });
    expect(splitFullName('Cher')).toEqual({ first_name: 'Cher', last_name: '' });
  });
  it('reads a nested user and nested vehicle', () => {
    const p = normalizeParty({
      user: { name: 'Ana Lopez', email: 'a@x.io', phone: '1', is_ghost: true },
      vehicle: { make: 'VW', model: 'Golf', year: 2015, vin: null, license: 'X1' },
    });
    expect(p.customer).toEqual({
      firstName: 'Ana',
      lastName: 'Lopez',
      name: 'Ana Lopez',
      email: 'a@x.io',
      phone: '1',
      isGhost: true,
    });
    expect(p.vehicle).toEqual({ make: 'VW', model: 'Golf', year: '2015', vin: '', license: 'X1' });
  });
  it('reads a nested customer', () => {
    const p = normalizeParty({ customer: { first_name: 'Bo', last_name: 'Chen', email: 'b@x.io', phone: '2' } });
    expect(p.customer).toMatchObject({ name: 'Bo Chen', email: 'b@x.io', phone: '2', isGhost: false });
  });
  it('reads flat fields', () => {
    const p = normalizeParty({
      first_name: 'Cy',
      last_name: 'Di',
      email: 'c@x.io',
      phone: '3',
      vehicle_make: 'Ford',
      vehicle_model: 'F-150',
      vehicle_year: '2020',
      vin: 'V',
      license_plate: 'L',
    });
    expect(p.customer.name).toBe('Cy Di');
    expect(p.vehicle).toEqual({ make: 'Ford', model: 'F-150', year: '2020', vin: 'V', license: 'L' });
  });
});
