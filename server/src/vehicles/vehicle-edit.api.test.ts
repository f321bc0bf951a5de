import { describe, expect, it } from 'vitest';
import { adminTestApp } from '../test/test-app.ts';
import { carOf } from '../test/vehicle-helpers.ts';

const s = adminTestApp();
const put = (id: number, body: object) => s.t.call('PUT', `/api/admin/vehicles/${id}`, { body, token: s.admin });

describe('PUT /api/admin/vehicles/{id}', () => {
  it('when staff edit a car on its version, then it is saved as the next version with its plate key', async () => {
    const car = await carOf(s.t);
    const res = await put(car.vehicleId, { version: 1, plate: '7 abc-123', vin: '1hgcm82633a004352', engine: '1.8L' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      version: 2,
      vehicle: {
        id: car.vehicleId,
        plate: '7 abc-123',
        vin: '1HGCM82633A004352',
        engine: '1.8L',
        make: 'Toyota',
        version: 2,
      },
    });
    expect(await s.t.db('vehicles').where({ id: car.vehicleId }).first('plate_key')).toEqual({ plate_key: '7ABC123' });
  });

  it('when the edit was made on an older version, then 409 conflict carries the car as it is and nothing changes', async () => {
    const car = await carOf(s.t);
    await put(car.vehicleId, { version: 1, model: 'Camry' });
    const stale = await put(car.vehicleId, { version: 1, model: 'Prius' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'conflict', version: 2, current: { model: 'Camry', version: 2 } });
    expect(await s.t.db('vehicles').where({ id: car.vehicleId }).first('model')).toEqual({ model: 'Camry' });
  });

  it('when staff archive a car and bring it back, then each is a new version', async () => {
    const car = await carOf(s.t);
    expect((await put(car.vehicleId, { version: 1, archived: true })).body.vehicle).toMatchObject({
      archived: true,
      version: 2,
    });
    expect((await put(car.vehicleId, { version: 2, archived: false })).body.vehicle).toMatchObject({ archived: false });
  });

  it('when the VIN is another car of the shop, then 409 vin_taken with that car, and nothing changes', async () => {
    const other = await carOf(s.t, 'bo@example.com', { vin: '1HGCM82633A004352' });
    const car = await carOf(s.t);
    const res = await put(car.vehicleId, { version: 1, vin: '1HGCM82633A004352', model: 'Civic' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'vin_taken', vehicle_id: other.vehicleId });
    expect(await s.t.db('vehicles').where({ id: car.vehicleId }).first('model', 'version')).toEqual({
      model: 'Corolla',
      version: 1,
    });
  });

  it('when the car keeps its own VIN, then it is no clash', async () => {
    const car = await carOf(s.t, 'ana@example.com', { vin: '1HGCM82633A004352' });
    expect((await put(car.vehicleId, { version: 1, vin: '1HGCM82633A004352', year: '2003' })).status).toBe(200);
  });

  it.each([
    [{ version: 1, vin: '1HGCM82643A004352' }, 'Check digit should be 3.'],
    [{ version: 1, make: '' }, 'Enter the make'],
    [{ version: 1, odometer_unit: 'miles' }, ''],
    [{ model: 'Civic' }, ''],
  ])('when the body is %j, then 400 and nothing changes', async (body, text) => {
    const car = await carOf(s.t);
    const res = await put(car.vehicleId, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(text);
    expect(await s.t.db('vehicles').where({ id: car.vehicleId }).first('version')).toEqual({ version: 1 });
  });

  it('when the car is unknown, then 404', async () => {
    expect((await put(777, { version: 1, model: 'Civic' })).status).toBe(404);
  });
});
