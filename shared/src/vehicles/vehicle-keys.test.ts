import { describe, expect, it } from 'vitest';
import { isBlankVehicle, modelKey, plateKey, vinKey } from './vehicle-keys.ts';

describe('vehicle keys', () => {
  it('when a plate is typed with spaces, dashes or lower case, then its key is the same', () => {
    expect(plateKey(' 7abc-123 ')).toBe('7ABC123');
    expect(plateKey('7 ABC 123')).toBe(plateKey('7ABC123'));
    expect(plateKey(null)).toBe('');
  });

  it('when a VIN is typed with spaces or lower case, then its key is the same; blank is null', () => {
    expect(vinKey('1hgcm8263 3a004352')).toBe('1HGCM82633A004352');
    expect(vinKey('  ')).toBeNull();
    expect(vinKey(undefined)).toBeNull();
  });

  it('when the text typed is no VIN ("N/A", a wrong check digit), then it is no key', () => {
    expect(vinKey('N/A')).toBeNull();
    expect(vinKey('unknown')).toBeNull();
    expect(vinKey('1HGCM82643A004352')).toBeNull();
  });

  it('when make, model and year differ only in case or spaces, then the model key is the same', () => {
    expect(modelKey(' Honda', 'civic ', '2019')).toBe(modelKey('HONDA', 'Civic', '2019'));
    expect(modelKey('Honda', 'Civic', '2019')).not.toBe(modelKey('Honda', 'Civic', '2018'));
  });

  it('when nothing about the car was typed, then it is blank; any one field makes it not blank', () => {
    expect(isBlankVehicle({ make: '', model: ' ', year: '', vin: null, plate: '' })).toBe(true);
    expect(isBlankVehicle({ make: '', model: '', year: '', vin: null, plate: 'X1' })).toBe(false);
    expect(isBlankVehicle({ make: 'Ford', model: '', year: '', vin: '', plate: '' })).toBe(false);
  });
});
