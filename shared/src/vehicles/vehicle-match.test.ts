import { describe, expect, it } from 'vitest';
import { matchCar, type CarKeys } from './vehicle-match.ts';

const car = (over: Partial<CarKeys>): CarKeys => ({
  id: 1,
  customer_id: 1,
  vin: null,
  plate_key: '',
  make: 'Honda',
  model: 'Civic',
  year: '2019',
  ...over,
});
const typed = (over: Partial<{ make: string; model: string; year: string; vin: string | null; plate: string }>) => ({
  make: 'Honda',
  model: 'Civic',
  year: '2019',
  vin: null,
  plate: '',
  ...over,
});

describe('matchCar', () => {
  it('when the VIN is typed differently, then the car holding it is found, whoever owns it', () => {
    const cars = [car({ id: 7, customer_id: 2, vin: '1HGCM82633A004352' })];
    expect(matchCar(1, typed({ vin: '1hgcm 82633a004352' }), cars)).toEqual({ car: cars[0], reason: 'same VIN' });
  });

  it("when the plate is spaced differently, then her car with that plate is found; another customer's is not", () => {
    const cars = [car({ id: 3, customer_id: 2, plate_key: '7ABC123' }), car({ id: 4, plate_key: '7ABC123' })];
    expect(matchCar(1, typed({ plate: '7 abc-123', make: 'Ford' }), cars)?.car.id).toBe(4);
    expect(matchCar(3, typed({ plate: '7ABC123' }), cars)).toBeNull();
  });

  it('when make, model and year match a car of hers with no plate, then it is that car', () => {
    expect(matchCar(1, typed({ plate: 'X1', make: 'honda ' }), [car({ id: 5 })])).toEqual({
      car: car({ id: 5 }),
      reason: 'same make, model and year',
    });
  });

  it('when the model matches but the plates or VINs differ, then it is a new car', () => {
    expect(matchCar(1, typed({ plate: 'X1' }), [car({ plate_key: 'Y2' })])).toBeNull();
    expect(matchCar(1, typed({ vin: '1HGCM82633A004352' }), [car({ vin: '2HGCM82633A004352' })])).toBeNull();
  });
});
