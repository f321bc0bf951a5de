import { describe, expect, it } from 'vitest';
import { bookAs } from '../test/booking-helpers.ts';
import { threeLines } from '../test/inspection-helpers.ts';
import { adminTestApp } from '../test/test-app.ts';
import { carOf, postReading, visitOf } from '../test/vehicle-helpers.ts';

const s = adminTestApp();
const mine = (token?: string) => s.t.call('GET', '/api/users/me/vehicles', { token });

describe('GET /api/users/me/vehicles', () => {
  it('when a signed-in customer has cars, then each comes with its visits, answered lines and readings', async () => {
    const { t, admin } = s;
    const token = await t.customer('cara@example.com');
    const userId = (await t.db('users').where({ email: 'cara@example.com' }).first('id')).id as number;
    // Her booking finds or makes her car, as the wizard's does.
    const visit = await bookAs(
      t,
      {
        vehicle_info: { make: 'Honda', model: 'Civic', year: '2015', vin: null, license: 'CARA1' },
        contact_info: { name: 'Cara Customer', email: 'cara@example.com', phone: '(510) 555-0101' },
      },
      token,
    );
    const civic = {
      vehicleId: Number((await t.db('appointments').where({ id: visit.id }).first('vehicle_id')).vehicle_id),
    };
    const spare = await carOf(t, 'cara@example.com', { make: 'Mazda', model: '3' }, userId);
    const someoneElses = await carOf(t, 'bo@example.com');
    await visitOf(t, someoneElses);
    await t.call('POST', `/api/admin/appointments/${visit.id}/inspection`, {
      body: { id: 'insp-mine-0001' },
      token: admin,
    });
    const [approved, , declined] = await threeLines(t, admin, 'insp-mine-0001');
    await t.db('estimate_lines').where({ id: approved }).update({ decision: 'approved' });
    await t.db('estimate_lines').where({ id: declined }).update({ decision: 'declined' });
    await postReading(t, admin, civic.vehicleId, { value: 88_000, source: 'customer' });

    const res = await mine(token);
    expect(res.status).toBe(200);
    expect(res.body.vehicles).toHaveLength(2);
    const [first, second] = res.body.vehicles;
    expect(first.vehicle).toMatchObject({ id: civic.vehicleId, make: 'Honda', model: 'Civic' });
    expect(first.visits).toEqual([
      {
        appointment_id: visit.id,
        date: '2026-03-09',
        start_time: '10:00',
        status: 'scheduled',
        services: ['Oil Change'],
      },
    ]);
    expect(first.lines).toEqual([
      {
        appointment_id: visit.id,
        description: 'Replace front pads',
        price_cents: 18_000,
        decision: 'approved',
        at: expect.any(String),
      },
      {
        appointment_id: visit.id,
        description: 'Wiper blades fitting',
        price_cents: 4_000,
        decision: 'declined',
        at: expect.any(String),
      },
    ]);
    expect(first.readings).toEqual([{ value: 88_000, source: 'customer', recorded_at: '2026-03-09T15:00:00.000Z' }]);
    expect(second).toMatchObject({ vehicle: { id: spare.vehicleId }, visits: [], lines: [], readings: [] });
  });

  it('when a merged car was hers, then only the car it became is listed', async () => {
    const token = await s.t.customer('cara@example.com');
    const userId = (await s.t.db('users').where({ email: 'cara@example.com' }).first('id')).id as number;
    const kept = await carOf(s.t, 'cara@example.com', {}, userId);
    const duplicate = await carOf(s.t, 'cara@example.com');
    await s.t.call('POST', `/api/admin/vehicles/${duplicate.vehicleId}/merge`, {
      body: { into: kept.vehicleId },
      token: s.admin,
    });
    expect((await mine(token)).body.vehicles.map((v: { vehicle: { id: number } }) => v.vehicle.id)).toEqual([
      kept.vehicleId,
    ]);
  });

  it('when someone else books with her VIN, then his visit lands on her car but not in her list', async () => {
    const token = await s.t.customer('cara@example.com');
    const car = { make: 'Honda', model: 'Accord', year: '2003', vin: '1HGCM82633A004352', license: null };
    const hers = await bookAs(
      s.t,
      { vehicle_info: car, contact_info: { name: 'Cara C', email: 'cara@example.com', phone: '5105550101' } },
      token,
    );
    const his = await bookAs(s.t, {
      start_time: '11:00',
      vehicle_info: car,
      contact_info: { name: 'Bo B', email: 'bo@example.com', phone: '5105550102' },
    });
    const vehicleOf = async (id: number) => (await s.t.db('appointments').where({ id }).first('vehicle_id')).vehicle_id;
    expect(await vehicleOf(his.id)).toBe(await vehicleOf(hers.id));
    const [only] = (await mine(token)).body.vehicles;
    expect(only.visits.map((v: { appointment_id: number }) => v.appointment_id)).toEqual([hers.id]);
  });

  it('when she has no customer record yet, then the list is empty; when nobody is signed in, then 401', async () => {
    expect((await mine(await s.t.customer())).body).toEqual({ success: true, vehicles: [] });
    expect((await mine()).status).toBe(401);
  });
});
