import { describe, expect, it } from 'vitest';
import { vehicleErrors } from '@shop/shared/vehicles/messages';
import { adminTestApp } from '../test/test-app.ts';
import { bookAs } from '../test/booking-helpers.ts';

/** Staff add a car to a customer, and open the customer's record. */
const s = adminTestApp();
const VIN = '1HGCM82633A004352';

async function customerId(): Promise<number> {
  await bookAs(s.t);
  return Number(((await s.t.db('customers').first('id')) as { id: number }).id);
}
const add = (body: unknown) => s.t.call('POST', '/api/admin/vehicles', { body, token: s.admin });
const vehicles = async () => Number(((await s.t.db('vehicles').count({ n: '*' })) as { n: number }[])[0]!.n);

describe('POST /api/admin/vehicles and GET /api/admin/customers/{id}', () => {
  it("when staff add a car with a VIN, then it is 201 and on the customer's record beside her visit", async () => {
    const id = await customerId();
    const made = await add({
      customer_id: id,
      vin: '1hgcm8263 3a004352',
      plate: ' 8 xyz 123',
      make: 'Honda',
      model: 'Accord',
      year: '2003',
    });
    expect(made.status).toBe(201);
    expect(made.body.vehicle).toMatchObject({
      customer_id: id,
      vin: VIN,
      plate: '8 xyz 123',
      make: 'Honda',
      odometer_unit: 'mi',
      archived: false,
      version: 1,
    });
    const detail = await s.t.call('GET', `/api/admin/customers/${id}`, { token: s.admin });
    expect(detail.status).toBe(200);
    expect(detail.body.customer).toMatchObject({ id, email: 'ana@example.com', first_name: 'Ana', last_name: 'Lopez' });
    expect(detail.body.vehicles.map((v: { make: string }) => v.make)).toEqual(['Toyota', 'Honda']);
    expect(detail.body.appointments).toEqual([
      {
        id: expect.any(Number),
        date: '2026-03-09',
        start_time: '10:00',
        status: 'scheduled',
        vehicle_id: detail.body.vehicles[0].id,
        services: [expect.any(String)],
      },
    ]);
  });

  it("when the VIN is already a car of the shop, then it is 409 vin_taken with that car's id, and nothing is added", async () => {
    const id = await customerId();
    const first = await add({ customer_id: id, vin: VIN, make: 'Honda', model: 'Accord', year: '2003' });
    const again = await add({ customer_id: id, vin: VIN.toLowerCase(), make: 'Honda', model: 'Accord', year: '2003' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'vin_taken',
      error: vehicleErrors.vinTaken,
      vehicle_id: first.body.vehicle.id,
    });
    expect(await vehicles()).toBe(2);
  });

  it('when the customer is unknown or the body is wrong, then it is 404 or 400 and nothing is added', async () => {
    const id = await customerId();
    const unknown = await add({ customer_id: id + 100, make: 'Honda', model: 'Accord', year: '2003' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'not_found', error: vehicleErrors.unknownCustomer });
    const badVin = await add({
      customer_id: id,
      vin: '1HGCM82633A004353',
      make: 'Honda',
      model: 'Accord',
      year: '2003',
    });
    expect(badVin.status).toBe(400);
    expect(badVin.body.code).toBe('invalid_request');
    const noMake = await add({ customer_id: id, model: 'Accord', year: '2003' });
    expect(noMake.status).toBe(400);
    expect(await vehicles()).toBe(1);
    const missing = await s.t.call('GET', `/api/admin/customers/${id + 100}`, { token: s.admin });
    expect(missing.status).toBe(404);
  });

  it('when a customer (not staff) asks, then both routes are refused', async () => {
    const id = await customerId();
    const token = await s.t.customer('cara@example.com');
    expect(
      (
        await s.t.call('POST', '/api/admin/vehicles', {
          body: { customer_id: id, make: 'A', model: 'B', year: '2003' },
          token,
        })
      ).status,
    ).toBe(403);
    expect((await s.t.call('GET', `/api/admin/customers/${id}`, { token })).status).toBe(403);
  });
});
